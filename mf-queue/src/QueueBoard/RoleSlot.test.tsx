import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueueBoard } from './QueueBoard.tsx';
import { slotPlayers } from './RoleSlot.tsx';
import { fillEvents, lobbyAt, PROLANDER, readyEvents, sid, SIXES, T0 } from '../testing/fixtures.ts';

afterEach(cleanup);

describe('QueueBoard and its role slots', () => {
  it('shows each player with the captain, ready, self and sitting-out states', () => {
    // 13 players: 12 seated (one readied, one flagged to captain) and a 13th medic waiting.
    const events = [
      ...fillEvents(SIXES, { captains: [11] }),
      { type: 'JOIN' as const, steamid: sid(13), role: 'medic' as const, now: T0 + 50, elo: 1500 },
      ...readyEvents([sid(12)]),
    ];
    const queue = lobbyAt(SIXES, events);
    render(<QueueBoard queue={queue} viewer={sid(12)} users={{ [sid(12)]: { steamid: sid(12), alias: 'Me' } }} onToggleRole={vi.fn()} />);
    expect(screen.getByText('13 / 12 players')).toBeTruthy();
    const medic = screen.getByTestId('slot-medic');
    expect(within(medic).getByText('Me').closest('[data-self]')).toBeTruthy();
    expect(within(medic).getByText('Me').closest('[data-ready]')).toBeTruthy();
    expect(within(medic).getByText('Player …0011').closest('[data-captain]')).toBeTruthy();
    expect(within(medic).getByText('Player …0013').closest('[data-disabled]')).toBeTruthy();
    expect(within(medic).getByText('Player …0011').closest('[data-ready]')).toBeNull();
    expect(within(medic).getByText('Me').closest('[data-disabled]')).toBeNull();
    expect(within(medic).getByRole('button', { name: 'Remove Medic' })).toBeTruthy();
  });

  it("a player's card menu opens their profile, by keyboard too", async () => {
    const onViewProfile = vi.fn();
    render(<QueueBoard queue={lobbyAt(SIXES, fillEvents(SIXES, { count: 1 }))} onViewProfile={onViewProfile} />);
    screen.getByRole('button', { name: 'Actions for Player …0001' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'View profile' }));
    expect(onViewProfile).toHaveBeenCalledWith(sid(1));
  });

  it('signed out: read-only, every add button says "Sign in to queue" and is disabled', () => {
    render(<QueueBoard queue={lobbyAt(SIXES, [])} />);
    const buttons = screen.getAllByRole<HTMLButtonElement>('button', { name: /Sign in to queue/ });
    expect(buttons.map((b) => b.textContent)).toEqual(Array(6).fill('Sign in to queue'));
    expect(buttons.every((b) => b.disabled)).toBe(true);
  });

  it('prolander flex: one add button per flex class; players show the class they queued as', async () => {
    const onToggle = vi.fn();
    const queue = lobbyAt(PROLANDER, [{ type: 'JOIN', steamid: sid(1), role: 'heavy', now: T0, elo: 1500 }]);
    render(<QueueBoard queue={queue} viewer={sid(2)} onToggleRole={onToggle} />);
    const flex = screen.getByTestId('slot-flex');
    expect(within(flex).getByText('1/4')).toBeTruthy();
    expect(within(flex).getByText('Heavy', { selector: 'span' })).toBeTruthy();
    await userEvent.click(within(flex).getByRole('button', { name: 'Add Spy' }));
    expect(onToggle).toHaveBeenCalledWith('spy', true);
    expect(
      slotPlayers(
        queue.state.roles.find((r) => r.role === 'flex')!,
        queue.state,
      ),
    ).toEqual([{ steamid: sid(1), role: 'heavy' }]);
  });
});
