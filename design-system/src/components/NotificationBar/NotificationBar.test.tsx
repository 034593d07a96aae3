import { render, screen } from '@testing-library/react';
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
});
