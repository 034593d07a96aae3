import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NotificationBar } from './NotificationBar.tsx';

const items = [
  { id: 'a', message: 'Your pug waits for a server', variant: 'warning' as const, time: '12:01:00' },
  { id: 'b', message: 'Your appeal was read', variant: 'success' as const, url: '/players/1' },
  { id: 'c', message: 'Your log is up', variant: 'info' as const, url: 'https://logs.tf/1' },
];

describe('NotificationBar', () => {
  it('renders nothing without notifications', () => {
    const { container } = render(<NotificationBar items={[]} onDismiss={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });

  it('lists notifications with their links, and dismisses one by its labelled button', async () => {
    const onDismiss = vi.fn();
    render(<NotificationBar items={items} onDismiss={onDismiss} />);
    const bar = screen.getByRole('region', { name: 'Your notifications' });
    expect(bar.querySelectorAll('li')).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: 'Open' }).map((a) => [a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      ['/players/1', null],
      ['https://logs.tf/1', '_blank'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss: Your appeal was read' }));
    expect(onDismiss).toHaveBeenCalledWith('b');
  });

  it('offers dismiss all with two or more', async () => {
    const onDismissAll = vi.fn();
    render(<NotificationBar items={items} onDismiss={vi.fn()} onDismissAll={onDismissAll} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss all notifications' }));
    expect(onDismissAll).toHaveBeenCalledTimes(1);
  });

  it('shows three at most, then "N more", which opens and closes the rest from the keyboard', async () => {
    const many = Array.from({ length: 19 }, (_, i) => ({ id: `n${i}`, message: `Notice ${i}`, variant: 'info' as const }));
    render(<NotificationBar items={many} onDismiss={vi.fn()} />);
    const bar = screen.getByRole('region', { name: 'Your notifications' });
    expect(bar.querySelectorAll('li')).toHaveLength(3);
    const more = screen.getByRole('button', { name: '16 more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(bar.querySelectorAll('li')).toHaveLength(19);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(more.textContent).toBe('Show fewer');
    await userEvent.keyboard(' ');
    expect(bar.querySelectorAll('li')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /more/ })).toBeTruthy();
  });

  it('no "more" button with three or fewer', () => {
    render(<NotificationBar items={items} onDismiss={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /more/ })).toBeNull();
  });

  it('publishes its height for the toasts to stand on while it shows, and takes it back when it goes', () => {
    const root = document.documentElement;
    const { unmount } = render(<NotificationBar items={items} onDismiss={vi.fn()} />);
    expect(root.style.getPropertyValue('--pug-notification-bar-height')).toMatch(/^\d+px$/);
    unmount();
    expect(root.style.getPropertyValue('--pug-notification-bar-height')).toBe('');
    cleanup();
  });
});
