import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConnectionBanner } from './ConnectionBanner.tsx';

describe('ConnectionBanner', () => {
  it('says it is reconnecting, politely, with no button', () => {
    render(<ConnectionBanner state="reconnecting" onRetry={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toContain('Reconnecting…');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('alerts that the site is offline and retries on request', async () => {
    const onRetry = vi.fn();
    render(<ConnectionBanner state="offline" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Offline');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
