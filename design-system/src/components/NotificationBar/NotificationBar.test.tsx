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
    render(<NotificationBar items={items} onDismiss={onDismiss} visible={3} />);
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
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss all 3 notifications' }));
    expect(onDismissAll).toHaveBeenCalledTimes(1);
  });

  it('collapses to the newest on one line with "N more" beside it, which opens and closes the rest from the keyboard', async () => {
    const many = Array.from({ length: 19 }, (_, i) => ({ id: `n${i}`, message: `Notice ${i} ${'long words '.repeat(20)}`, variant: 'info' as const }));
    render(<NotificationBar items={many} onDismiss={vi.fn()} onDismissAll={vi.fn()} />);
    const bar = screen.getByRole('region', { name: 'Your notifications' });
    expect(bar.querySelectorAll('li')).toHaveLength(1);
    expect(bar.querySelector('li')?.textContent).toMatch(/^Notice 0/);
    // One line (ellipsis), the whole text in its title; no header row above it.
    expect(bar.querySelector('li span')!.getAttribute('title')).toBe(many[0]!.message);
    expect(bar.textContent).not.toMatch(/19 notifications/);
    const more = screen.getByRole('button', { name: '18 more' });
    expect(screen.getByRole('button', { name: 'Dismiss all 19 notifications' }).parentElement).toBe(more.parentElement);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(bar.querySelectorAll('li')).toHaveLength(19);
    expect(bar.querySelector('li span')!.getAttribute('title')).toBeNull();
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(more.textContent).toBe('Show fewer');
    await userEvent.keyboard(' ');
    expect(bar.querySelectorAll('li')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /more/ })).toBeTruthy();
  });

  it('no "more" button and the whole text with a single notification', () => {
    render(<NotificationBar items={items.slice(0, 1)} onDismiss={vi.fn()} onDismissAll={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /more/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Dismiss all/ })).toBeNull();
    expect(screen.getByText('Your pug waits for a server').getAttribute('title')).toBeNull();
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
