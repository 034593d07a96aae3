import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { cleanup, render as renderBare, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueueBoard } from './QueueBoard.tsx';
import { slotPlayers } from './RoleSlot.tsx';
import { fillEvents, lobbyAt, PROLANDER, readyEvents, sid, SIXES, T0 } from '../testing/fixtures.ts';

afterEach(cleanup);

/** Player names link to profiles: the board needs a router. */
const render = (ui: ReactElement) => renderBare(<MemoryRouter>{ui}</MemoryRouter>);

describe('QueueBoard and its role slots', () => {
  it('counts the seats taken, not every queued player: a third medic while a scout seat is empty is a reserve', () => {
    const events = [
      ...fillEvents(SIXES).filter((e) => !('steamid' in e) || e.steamid !== sid(1)),
      { type: 'JOIN' as const, steamid: sid(13), role: 'medic' as const, now: T0 + 50, elo: 1500 },
    ];
    const queue = lobbyAt(SIXES, events);
    expect(Object.keys(queue.state._queuePlayers)).toHaveLength(12);
    render(<QueueBoard queue={queue} />);
    expect(screen.getByRole('heading', { name: '11 / 12 players · 1 reserve' })).toBeTruthy();
  });

  it('shows each player with the captain, ready, self and sitting-out states', () => {
    // 13 players: 12 seated (one readied, one flagged to captain) and a 13th medic waiting.
    const events = [
      ...fillEvents(SIXES, { captains: [11] }),
      { type: 'JOIN' as const, steamid: sid(13), role: 'medic' as const, now: T0 + 50, elo: 1500 },
      ...readyEvents([sid(12)]),
    ];
    const queue = lobbyAt(SIXES, events);
    render(<QueueBoard queue={queue} viewer={sid(12)} users={{ [sid(12)]: { steamid: sid(12), alias: 'Me' } }} onToggleRole={vi.fn()} />);
    expect(screen.getByText('12 / 12 players · 1 reserve')).toBeTruthy();
    const medic = screen.getByTestId('slot-medic');
    expect(within(medic).getByText('Me').closest('[data-self]')).toBeTruthy();
    expect(within(medic).getByText('Me').closest('[data-ready]')).toBeTruthy();
    expect(within(medic).getByText('Player …0011').closest('[data-captain]')).toBeTruthy();
    expect(within(medic).getByText('Player …0013').closest('[data-disabled]')).toBeTruthy();
    expect(within(medic).getByText('Player …0011').closest('[data-ready]')).toBeNull();
    expect(within(medic).getByText('Me').closest('[data-disabled]')).toBeNull();
    expect(within(medic).getByRole('button', { name: 'Remove Medic' })).toBeTruthy();
    // Three medics for two places: the third is a reserve, never "3/2".
    expect(within(medic).getByText('2/2 + 1 reserve').getAttribute('aria-label')).toBe('2 of 2 places taken, 1 reserve');
    expect(within(medic).getByText('Reserve 1')).toBeTruthy();
    // Names link to the players' profiles.
    expect(within(medic).getByRole('link', { name: 'Me' }).getAttribute('href')).toBe(`/players/${sid(12)}`);
  });

  it('a player left out of the last pug shows "Priority" and is listed before earlier players; reserves are numbered', () => {
    const join = (n: number, role: 'medic' | 'demoman', at: number) => ({ type: 'JOIN' as const, steamid: sid(n), role, now: T0 + at, elo: 1500 });
    const queue = lobbyAt(SIXES, [join(1, 'medic', 1), join(2, 'demoman', 2), join(3, 'medic', 3), join(4, 'medic', 4), join(5, 'medic', 5)]);
    queue.state._queuePlayers[sid(5)] = { ...queue.state._queuePlayers[sid(5)]!, priority: true };
    render(<QueueBoard queue={queue} />);
    const medic = screen.getByTestId('slot-medic');
    // Player 1 is one of the first two queued (always plays); player 5 has priority; then 3 and 4 by queuedAt.
    const names = within(medic)
      .getAllByText(/^Player …/)
      .map((n) => n.textContent);
    expect(names).toEqual(['Player …0001', 'Player …0005', 'Player …0003', 'Player …0004']);
    expect(within(medic).getAllByText('Priority')).toHaveLength(1);
    expect(within(medic).getByText('Reserve 1')).toBeTruthy();
    expect(within(medic).getByText('Reserve 2')).toBeTruthy();
  });

  it('"Add" on a full role queues as a reserve, and says so', async () => {
    const onToggle = vi.fn();
    render(<QueueBoard queue={lobbyAt(SIXES, fillEvents(SIXES, { count: 2 }))} viewer={sid(30)} onToggleRole={onToggle} />);
    const full = screen.getByTestId(`slot-${SIXES.roles[0]!.role}`);
    const add = within(full).getByRole('button', { name: /as reserve$/ });
    expect(add.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(add.getAttribute('aria-describedby')!)!.textContent).toBe('All 2 places are taken: you play if a place frees up.');
    await userEvent.click(add);
    expect(onToggle).toHaveBeenCalledWith(SIXES.roles[0]!.role, true);
  });

  it('during a ready-up without the viewer, "Add" is for the next pug', () => {
    render(<QueueBoard queue={lobbyAt(SIXES, fillEvents(SIXES))} viewer={sid(30)} onToggleRole={vi.fn()} />);
    expect(screen.getAllByRole('button', { name: /for the next pug$/ })).toHaveLength(6);
  });

  it('while the viewer plays a live pug, "Add" is hidden and the board says why', () => {
    render(<QueueBoard queue={lobbyAt(SIXES, [])} viewer={sid(30)} viewerInLivePug onToggleRole={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /^Add/ })).toBeNull();
    expect(screen.getByText('You are playing a pug: finish it before queueing again.')).toBeTruthy();
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
