import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { AnnouncementBanner } from './AnnouncementBanner.tsx';

afterEach(cleanup);

describe('AnnouncementBanner', () => {
  it('shows its text as text, never as markup', () => {
    const { container } = render(<AnnouncementBanner text={'Cup <img src=x onerror="alert(1)"> <b>night</b>'} onDismiss={vi.fn()} />);
    expect(screen.getByRole('region', { name: 'Announcement' }).textContent).toContain('<img src=x onerror="alert(1)"> <b>night</b>');
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens its link in a new tab with no access to the page', () => {
    render(<AnnouncementBanner text="Cup night" link="https://example.com/cup" onDismiss={vi.fn()} />);
    const link = screen.getByRole('link', { name: 'More' });
    expect(link.getAttribute('href')).toBe('https://example.com/cup');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('is dismissed by its button', async () => {
    const onDismiss = vi.fn();
    render(<AnnouncementBanner text="Cup night" onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
