import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Pug } from '@pug/domain';
import App from '../App.tsx';
import { pugFixture, sid } from '../testing/fixtures.ts';
import { FakeApi, FakeSocket, renderWithPlatform } from '@pug/platform/testing';

let api: FakeApi;
let stored: Pug;

/** A finished pug as GET /api/pug gives it once its elo is stored: each seat with its elo and change. */
function finished(over: Partial<Pug> = {}): Pug {
  const pug = pugFixture({ _id: 'sixes-UjaI_4CElwTNEohu', number: 1234, phase: 'Complete', endAt: 2, data: { score: [5, 1] }, ...over });
  for (const [steamid, seat] of Object.entries(pug.teams.blu)) pug.teams.blu[steamid] = { ...seat, eloDelta: 12.5 };
  for (const [steamid, seat] of Object.entries(pug.teams.red)) pug.teams.red[steamid] = { ...seat, eloDelta: -12.5 };
  return pug;
}

beforeEach(() => {
  stored = finished();
  api = new FakeApi()
    .on('GET /api/self/', () => ({ status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } } }))
    .on('GET /api/pug/1234', () => stored)
    .on('POST /api/userDict/', (body) => Object.fromEntries((body as { users: string[] }).users.map((s) => [s, { steamid: s, alias: `P${s.slice(-2)}` }])));
  api.install();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the pug page', () => {
  it('/pugs/1234 is the pug numbered 1234: its number, the result and each player’s elo change', async () => {
    renderWithPlatform(<App basePath="/pugs" />, { path: '/pugs/1234' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pug #1234 on cp_process_final' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Result: BLU won 5–1' })).toBeTruthy();
    const changes = screen.getByRole('table', { name: 'Elo changes' });
    expect(within(changes).getAllByRole('row')).toHaveLength(13);
    // Integers in the table, the elo after the pug then the signed change; two decimals only in the toast.
    expect(within(changes).getByTestId(`elo-change-${sid(1)}`).textContent).toBe('+13');
    expect(within(changes).getByTestId(`elo-change-${sid(2)}`).textContent).toBe('-13');
    expect(await within(changes).findByText('P01')).toBeTruthy();
    expect(
      within(changes)
        .getByTestId(`elo-change-${sid(1)}`)
        .closest('td')!.textContent,
    ).toBe('1513 (+13)');
    expect(
      within(changes)
        .getByTestId(`elo-change-${sid(2)}`)
        .closest('td')!.textContent,
    ).toBe('1488 (-13)');
    expect(screen.getByText('Complete')).toBeTruthy();
    const timeline = screen.getByTestId('pug-timeline');
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.lastElementChild?.textContent),
    ).toEqual(['Pug started on cp_process_final', 'Match started on the server (cp_process_final)', 'Pug over: BLU won 5–1']);
  });

  it('a pug ended by an admin reads "Ended by an admin" with the reason, not "Complete"', async () => {
    stored = pugFixture({
      _id: 'sixes-x',
      number: 1234,
      phase: 'Complete',
      endedBy: 'admin',
      endReason: 'Wrong teams (cancelled by Admin)',
      data: { score: null },
    });
    renderWithPlatform(<App basePath="/pugs" />, { path: '/pugs/1234' });
    // The status pill and the callout's title.
    expect(await screen.findAllByText('Ended by an admin')).toHaveLength(2);
    expect(screen.getByText(/Wrong teams \(cancelled by Admin\)\. No result/)).toBeTruthy();
    expect(screen.queryByText('Complete')).toBeNull();
    expect(screen.queryByRole('table', { name: 'Elo changes' })).toBeNull();
    expect(within(screen.getByTestId('pug-timeline')).getByText('Ended by an admin: no result. Wrong teams (cancelled by Admin)')).toBeTruthy();
  });

  it('an admin-ended pug whose seat waited for a sub shows no sub request to an admin, nor to a player', async () => {
    stored = pugFixture({ _id: 'sixes-x', number: 1234, phase: 'Complete', endedBy: 'admin', endReason: 'Server died', endAt: 2, data: { score: null } });
    stored.teams.red[sid(2)] = { ...stored.teams.red[sid(2)]!, needsSub: true };
    api.on('GET /api/self/', () => ({ steamid: sid(40), alias: 'Admin', isAdmin: true, disciplineHistory: [] }));
    renderWithPlatform(<App basePath="/pugs" />, { path: '/pugs/1234' });
    expect(await screen.findAllByText('Ended by an admin')).not.toHaveLength(0);
    expect(screen.queryByText('Needs sub')).toBeNull();
    expect(screen.queryByRole('button', { name: /Sub in/ })).toBeNull();
  });

  it('the timeline follows live updates: joins, subs and the score so far', async () => {
    stored = pugFixture({ _id: 'sixes-live', number: 1234, phase: 'Playing', data: { score: null } });
    const { socket } = renderWithPlatform(<App basePath="/pugs" />, { path: '/pugs/1234' });
    const timeline = await screen.findByTestId('pug-timeline');
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(2);
    // P41 took P04's seat (RED pocket scout): the seat is P41's now.
    const { [sid(4)]: seat, ...red } = stored.teams.red;
    socket.serverEmit('pugUpdate', {
      ...stored,
      teams: { ...stored.teams, red: { ...red, [sid(41)]: seat! } },
      onServer: { [sid(1)]: { state: 'joined', team: 'blu', at: stored.startAt + 30_000 } },
      subbedPlayers: [{ steamid: sid(4), replacedBy: sid(41), team: 'red', role: 'pocketscout', at: stored.startAt + 90_000 }],
      data: { score: [1, 0] },
    });
    expect(await within(timeline).findByText('P01 joined BLU on the server')).toBeTruthy();
    expect(await within(timeline).findByText('P41 subbed in for P04 (RED Pocket Scout)')).toBeTruthy();
    expect(within(timeline).getAllByRole('listitem').at(-1)!.textContent).toBe('nowScore so far: BLU 1, RED 0');
  });

  it('a pug that ends while its page is open shows the result, then the elo changes once stored', async () => {
    stored = pugFixture({ _id: 'sixes-UjaI_4CElwTNEohu', number: 1234, phase: 'Playing', data: { score: [4, 1] } });
    const { socket } = renderWithPlatform(<App basePath="/pugs" />, { path: '/pugs/1234' });
    expect(await screen.findByText('Playing')).toBeTruthy();
    // Live updates name the pug by its id, the page's address by its number.
    socket.serverEmit('pugUpdate', { ...stored, phase: 'Complete', data: { score: [5, 1] } });
    expect(await screen.findByRole('heading', { name: 'Result: BLU won 5–1' })).toBeTruthy();
    stored = finished();
    socket.serverEmit('pugDestroy', { _id: stored._id });
    const changes = await screen.findByRole('table', { name: 'Elo changes' });
    expect(within(changes).getByTestId(`elo-change-${sid(1)}`).textContent).toBe('+13');
  });

  it('a pug ended while the page’s socket was not up yet: read again once it connects', async () => {
    stored = pugFixture({ _id: 'sixes-live', number: 1234, phase: 'Playing', data: { score: null } });
    stored.teams.red[sid(2)] = { ...stored.teams.red[sid(2)]!, needsSub: true };
    const socket = new FakeSocket();
    socket.connected = false;
    renderWithPlatform(<App basePath="/pugs" />, { path: '/pugs/1234', socket });
    expect(await screen.findByText('Needs sub')).toBeTruthy();
    // Ended by an admin before the socket connected: its pugUpdate never reached this page.
    stored = { ...stored, phase: 'Complete', endedBy: 'admin', endReason: 'Server died', endAt: stored.startAt + 1000 };
    socket.reconnect();
    expect(await screen.findAllByText('Ended by an admin')).not.toHaveLength(0);
    expect(screen.queryByText('Needs sub')).toBeNull();
  });

  it('a banned viewer sees "Sub in" disabled, saying why (the api would refuse with 403)', async () => {
    stored = pugFixture({ _id: 'sixes-live', number: 1234, phase: 'Playing' });
    stored.teams.red[sid(2)] = { ...stored.teams.red[sid(2)]!, needsSub: true };
    const ban = { isBan: true, date: Date.now() - 60_000, expires: null, reason: 'Griefing' };
    api.on('GET /api/self/', () => ({ steamid: sid(40), alias: 'Banned', isAdmin: false, disciplineHistory: [ban] }));
    renderWithPlatform(<App basePath="/pugs" />, { path: '/pugs/1234' });
    const subIn = await screen.findByRole<HTMLButtonElement>('button', { name: 'Sub in for P02' });
    await waitFor(() => expect(subIn.disabled).toBe(true));
    expect(subIn.title).toBe('Banned players cannot sub in');
  });
});
