import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from '../App.tsx';
import { resultFor } from './PugHistoryPage.tsx';
import { pugFixture, sid, T0 } from '../testing/fixtures.ts';
import { FakeApi, renderWithPlatform } from '@pug/platform/testing';

const ME = sid(1);
let api: FakeApi;
const done = pugFixture({ _id: 'old', number: 41, phase: 'Complete', map: 'cp_gullywash_final1', startAt: T0 - 86_400_000, data: { score: [5, 1] } });
const running = pugFixture({ _id: 'live', number: 42, phase: 'Playing', map: 'cp_process_final', startAt: T0, data: { score: [0, 0] } });
const called = pugFixture({
  _id: 'called',
  phase: 'Complete',
  endedBy: 'admin',
  endReason: 'Wrong teams',
  map: 'cp_snakewater_final1',
  startAt: T0 - 2 * 86_400_000,
  data: { score: null },
});

beforeEach(() => {
  api = new FakeApi()
    .on('GET /api/self/', () => ({ steamid: ME, alias: 'Me', isAdmin: false }))
    .on('POST /api/pugHistoryDict', (body) => ((body as { users: string[] }).users.length ? [done] : [running, done, called]))
    .on('GET /api/pug/live', () => running)
    .on('GET /api/pug/missing', () => ({ status: 404, json: { error: { code: 'NOT_FOUND', message: 'No such pug' } } }))
    .on('POST /api/voteSub/live', () => running)
    .on('POST /api/userDict/', (body) => Object.fromEntries((body as { users: string[] }).users.map((s) => [s, { steamid: s, alias: `P${s.slice(-2)}` }])));
  api.install();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the pug history pages', () => {
  it('/pugs lists pugs newest first with the score and the viewer result; "My pugs" narrows to theirs', async () => {
    renderWithPlatform(<App basePath="/pugs" />, { path: '/pugs' });
    expect(await screen.findByRole('heading', { name: 'Pug history' })).toBeTruthy();
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText('cp_process_final')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: '#42' }).getAttribute('href')).toBe('/pugs/live');
    expect(within(rows[2]!).getByText('5 – 1')).toBeTruthy();
    expect(within(rows[2]!).getByText('Won')).toBeTruthy();
    expect(within(rows[2]!).getByText('Complete')).toBeTruthy();
    // A pug an admin called off reads so, not "Complete"; one from before numbering shows its id.
    expect(within(rows[3]!).getAllByText('Ended by an admin')).toHaveLength(2);
    expect(within(rows[3]!).queryByText('Complete')).toBeNull();
    expect(within(rows[3]!).getByRole('link', { name: 'called' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'My pugs' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(api.calls('POST /api/pugHistoryDict').at(-1)!.body).toEqual({ keys: [], ids: [], maps: [], users: [ME] });
  });

  it('/pugs/:id shows the teams, follows pugUpdate and posts a sub vote', async () => {
    const { socket } = renderWithPlatform(<App basePath="/pugs" />, { path: '/pugs/live' });
    expect(await screen.findByRole('heading', { name: 'Pug #42 on cp_process_final' })).toBeTruthy();
    const red = screen.getByRole('region', { name: 'RED team' });
    expect(await within(red).findByText('P02')).toBeTruthy();
    socket.serverEmit('pugUpdate', { ...running, data: { score: [2, 3] } });
    await waitFor(() => expect(within(red).getByLabelText('RED score').textContent).toBe('3'));

    // A teammate (BLU, like the viewer): only teammates vote a player out.
    const blu = screen.getByRole('region', { name: 'BLU team' });
    await userEvent.click(within(blu).getByRole('button', { name: 'Actions for P03' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Vote for a sub' }));
    await waitFor(() => expect(api.calls('POST /api/voteSub/live')).toHaveLength(1));
    expect(api.calls('POST /api/voteSub/live')[0]!.body).toEqual({ playerId: sid(3) });
  });

  it('the "You" column gives the result with its elo change, a sub-out, or a live pug; the score is right-aligned with its header', async () => {
    const base = pugFixture({ phase: 'Complete', data: { score: [5, 1] } });
    const mine = { ...base, teams: { ...base.teams, blu: { ...base.teams.blu, [ME]: { ...base.teams.blu[ME]!, eloDelta: 12.5 } } } };
    expect(resultFor(mine, ME)).toBe('Won +12.50');
    expect(resultFor({ ...base, data: { score: [2, 2] } }, ME)).toBe('Draw');
    expect(resultFor({ ...base, phase: 'Playing' }, ME)).toBe('Playing');
    const out = { ...base, subbedPlayers: [{ steamid: sid(99), replacedBy: sid(3), team: 'blu' as const, role: 'medic' as const, at: 1 }] };
    expect(resultFor(out, sid(99))).toBe('Subbed out');
    expect(resultFor(base, sid(98))).toBe('');
    renderWithPlatform(<App basePath="/pugs" />, { path: '/pugs' });
    const header = await screen.findByRole('columnheader', { name: 'Score (BLU – RED)' });
    const cell = await screen.findByText('5 – 1');
    // The numeric (right-aligned) style is what the score header has and the Map header has not; the score cells have it too.
    const plain = screen.getByRole('columnheader', { name: 'Map' }).classList;
    const numeric = [...header.classList].filter((c) => !plain.contains(c));
    expect(numeric.length).toBeGreaterThan(0);
    expect(numeric.every((c) => cell.classList.contains(c))).toBe(true);
  });

  it('an unknown pug gets a not-found page (no internal id, no error toast)', async () => {
    renderWithPlatform(<App basePath="/pugs" />, { path: '/pugs/missing' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pug not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all pugs' }).getAttribute('href')).toBe('/pugs');
    expect(screen.queryByText('No such pug')).toBeNull();
    expect(document.body.textContent).not.toContain('missing');
  });

  it('a pug that fails to load for another reason says why', async () => {
    api.on('GET /api/pug/broken', () => ({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'The store is restarting' } } }));
    renderWithPlatform(<App basePath="/pugs" />, { path: '/pugs/broken' });
    const alert = await screen.findByRole('alert', { name: 'This pug could not be loaded' });
    expect(within(alert).getByText('The store is restarting')).toBeTruthy();
  });
});
