import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReadyUpDialog } from './ReadyUpDialog.tsx';
import { fillEvents, lobbyAt, readyEvents, sid, SIXES, T0 } from '../testing/fixtures.ts';

afterEach(cleanup);

const readying = (events = fillEvents(SIXES)) => lobbyAt(SIXES, events).state;

describe('ReadyUpDialog', () => {
  it('asks a seated player to ready up with the countdown from the server deadline', async () => {
    const state = readying();
    expect(state.phase).toBe('Readying');
    const onReady = vi.fn();
    const deadline = state.countdownInfo!.deadline;
    render(<ReadyUpDialog state={state} viewer={sid(3)} serverNow={deadline - 42_300} onReady={onReady} />);
    const dialog = screen.getByRole('dialog', { name: 'Ready up!' });
    expect(within(dialog).getByRole('timer')).toHaveProperty('textContent', '42 s');
    expect(within(dialog).getByText('0 of 12 players are ready.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ready up' }));
    expect(onReady).toHaveBeenCalledWith(true);
  });

  it('tells each player the class they play, a player added for two classes the one their seat is', () => {
    // Player 50 added for flank scout first, then medic: the flank scout seats are taken, so they play medic.
    const state = lobbyAt(SIXES, [
      ...fillEvents(SIXES, { count: 11 }),
      { type: 'JOIN', steamid: sid(50), role: 'roamerscout', now: T0 + 20, elo: 1500 },
      { type: 'JOIN', steamid: sid(50), role: 'medic', now: T0 + 21, elo: 1500 },
    ]).state;
    expect(state.phase).toBe('Readying');
    render(<ReadyUpDialog state={state} viewer={sid(50)} serverNow={T0 + 1000} onReady={vi.fn()} />);
    expect(within(screen.getByRole('dialog', { name: 'Ready up!' })).getByTestId('ready-up-class').textContent).toBe('You play Medic');
    cleanup();
    render(<ReadyUpDialog state={state} viewer={sid(1)} serverNow={T0 + 1000} onReady={vi.fn()} />);
    expect(screen.getByTestId('ready-up-class').textContent).toBe('You play Flank Scout');
  });

  it('"Leave queue" asks first, then declares the player not ready', async () => {
    const state = readying();
    const onReady = vi.fn();
    render(<ReadyUpDialog state={state} viewer={sid(1)} queueLabel="Sixes · NA" serverNow={T0 + 1000} onReady={onReady} />);
    await userEvent.click(screen.getByRole('button', { name: 'Leave queue' }));
    const confirm = screen.getByRole('dialog', { name: 'Leave the queue?' });
    expect(confirm.textContent).toContain('You leave the Sixes · NA queue when the ready-up ends');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(onReady).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Leave queue' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Leave the queue?' })).getByRole('button', { name: 'Leave queue' }));
    expect(onReady).toHaveBeenCalledWith(false);
  });

  it('lists who is not ready yet, by name, and marks those leaving', () => {
    const state = lobbyAt(SIXES, [
      ...fillEvents(SIXES),
      ...readyEvents([sid(2), sid(3)]),
      { type: 'READY', steamid: sid(4), isReady: false, now: T0 + 1500 },
    ]).state;
    const users = { [sid(5)]: { alias: 'b4nny' } };
    render(<ReadyUpDialog state={state} viewer={sid(1)} users={users} serverNow={T0 + 2000} onReady={vi.fn()} />);
    const list = screen.getByRole('list', { name: 'Not ready yet (10)' });
    const names = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(names).toHaveLength(10);
    expect(names[0]).toBe('You');
    expect(names).toContain('b4nny');
    expect(names).toContain(`Player …${sid(4).slice(-4)} (leaving)`);
    expect(names.join()).not.toContain(sid(2).slice(-4));
  });

  it('reads the countdown out at a few points only', () => {
    const state = readying();
    const deadline = state.countdownInfo!.deadline;
    const { rerender } = render(<ReadyUpDialog state={state} viewer={sid(1)} serverNow={deadline - 30_000} onReady={vi.fn()} />);
    const region = screen.getByTestId('ready-up-announcement');
    expect(region.getAttribute('aria-live')).toBe('polite');
    // Inside the modal: the page behind it is hidden from screen readers.
    expect(screen.getByRole('dialog').contains(region)).toBe(true);
    expect(region.textContent).toBe('30 seconds left to ready up');
    rerender(<ReadyUpDialog state={state} viewer={sid(1)} serverNow={deadline - 27_000} onReady={vi.fn()} />);
    expect(region.textContent).toBe('30 seconds left to ready up');
    rerender(<ReadyUpDialog state={state} viewer={sid(1)} serverNow={deadline - 20_000} onReady={vi.fn()} />);
    expect(region.textContent).toBe('20 seconds left to ready up');
  });

  it('disables the buttons with the domain refusal once the player is readied', () => {
    const state = lobbyAt(SIXES, [...fillEvents(SIXES), ...readyEvents([sid(2)])]).state;
    render(<ReadyUpDialog state={state} viewer={sid(2)} serverNow={T0 + 2000} onReady={vi.fn()} />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Ready up' });
    expect(button.disabled).toBe(true);
    expect(button.title).toBe('You are already readied');
    expect(screen.getByText(/You are already readied/).id).toBe('ready-up-refusal');
    expect(button.getAttribute('aria-describedby')).toBe('ready-up-refusal');
  });

  it('refuses with less than one second left on the server clock', () => {
    const state = readying();
    const deadline = state.countdownInfo!.deadline;
    render(<ReadyUpDialog state={state} viewer={sid(1)} serverNow={deadline - 999} onReady={vi.fn()} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Ready up' }).disabled).toBe(true);
    expect(screen.getByText('The ready-up countdown is over')).toBeTruthy();
  });

  it('is not shown to players outside the round, nor when nobody is readying', () => {
    const state = readying([...fillEvents(SIXES), ...fillEvents(SIXES, { from: 20, count: 1 })]);
    const { container } = render(<ReadyUpDialog state={state} viewer={sid(20)} serverNow={T0} onReady={vi.fn()} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    render(<ReadyUpDialog state={lobbyAt(SIXES, fillEvents(SIXES, { count: 4 })).state} viewer={sid(1)} serverNow={T0} onReady={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('can be closed with Escape and reopened from the banner', async () => {
    const state = readying();
    render(<ReadyUpDialog state={state} viewer={sid(4)} serverNow={T0 + 1000} onReady={vi.fn()} />);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open ready-up' }));
    expect(screen.getByRole('dialog', { name: 'Ready up!' })).toBeTruthy();
  });
});
