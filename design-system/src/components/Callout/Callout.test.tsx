import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Callout } from './Callout.tsx';

describe('Callout', () => {
  it('shows an error as an alert named by its title, with body and action', async () => {
    const retry = vi.fn();
    render(
      <Callout tone="error" title="Queue unavailable" action={<button onClick={retry}>Retry</button>}>
        The queue part of the site failed to load.
      </Callout>,
    );
    const alert = screen.getByRole('alert', { name: 'Queue unavailable' });
    expect(alert.textContent).toContain('The queue part of the site failed to load.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('uses a polite status for info and warning', () => {
    render(<Callout tone="warning">Heads up</Callout>);
    expect(screen.getByRole('status').dataset.tone).toBe('warning');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
