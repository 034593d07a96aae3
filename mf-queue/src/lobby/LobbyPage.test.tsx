import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueuesResponse } from '@pug/domain';
import App from '../App.tsx';
import MatchDay from '../MatchDay.tsx';
import { fillEvents, HIGHLANDER, lobbyAt, pugFixture, sid, SIXES, T0 } from '../testing/fixtures.ts';
import { FakeApi, FakeSocket, renderWithPlatform } from '@pug/platform/testing';

const ME = sid(1);
let api: FakeApi;
let queues: QueuesResponse;

beforeEach(() => {
  queues = [lobbyAt(SIXES, []), lobbyAt(HIGHLANDER, [])];
  api = new FakeApi()
    .on('GET /api/queues', () => queues)
    .on('POST /api/pugHistoryDict', () => [])
    .on('POST /api/userDict/', (body) => Object.fromEntries((body as { users: string[] }).users.map((s) => [s, { steamid: s, alias: `alias-${s.slice(-2)}` }])))
    .on('POST /api/queueRole', () => ({ ok: true }));
  api.install();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedIn = () => api.on('GET /api/self/', () => ({ steamid: ME, alias: 'Me', isAdmin: false }));
const signedOut = () => api.on('GET /api/self/', () => ({ status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } } }));

describe('the lobby page', () => {
  it('signed out: shows the lobby read-only with "Sign in to queue" and no error toast', async () => {
    signedOut();
    renderWithPlatform(<App basePath="/" />);
    expect(await screen.findByRole('heading', { name: 'Queues' })).toBeTruthy();
    expect(screen.getByText('0 / 12 players')).toBeTruthy();
    const buttons = screen.getAllByRole<HTMLButtonElement>('button', { name: /Sign in to queue as/ });
    expect(buttons).toHaveLength(6);
    expect(buttons.every((b) => b.disabled)).toBe(true);
    expect(screen.queryByText('Request failed')).toBeNull();
    // A newcomer's first look says what the site is, with the live counts and Sign in.
    const welcome = await screen.findByRole('region', { name: 'Pick-up games of competitive TF2' });
    expect(welcome.textContent).toContain('Right now: 0 players queued (Sixes · NA 0/12');
    expect(within(welcome).getByRole('button', { name: 'Sign in to play' })).toBeTruthy();
  });

  it('?pugId= picks the tab; adding a class posts queueRole and the playerQueued event shows the card', async () => {
    signedIn();
    const { socket } = renderWithPlatform(<App basePath="/" />, { path: '/?pugId=highlander' });
    expect(await screen.findByText('0 / 18 players')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: /Sixes/ }));
    const add = await screen.findByRole('button', { name: 'Add Medic' });
    await userEvent.click(add);
    await waitFor(() => expect(api.calls('POST /api/queueRole')).toHaveLength(1));
    expect(api.calls('POST /api/queueRole')[0]!.body).toEqual({ queueName: 'sixes', role: 'medic', isQueue: true, userSteamId: ME });

    socket.serverEmit('playerQueued', {
      queueName: 'sixes',
      steamid: ME,
      role: 'medic',
      isQueue: true,
      queuedAt: T0,
      userInfo: { steamid: ME, alias: 'Me' },
    });
    const slot = await screen.findByTestId('slot-medic');
    expect(within(slot).getByText('Me')).toBeTruthy();
    expect(slot.querySelector('[data-self]')).toBeTruthy();
    expect(within(slot).getByRole('button', { name: 'Remove Medic' })).toBeTruthy();
    expect(screen.getByText('1 / 12 players')).toBeTruthy();
  });

  it("applies the command's own answer while the socket is down: the player's join shows without events", async () => {
    signedIn();
    const socket = new FakeSocket();
    renderWithPlatform(<App basePath="/" />, { socket });
    const add = await screen.findByRole('button', { name: 'Add Medic' });
    socket.drop();
    api.on('POST /api/queueRole', () => lobbyAt(SIXES, [{ type: 'JOIN', steamid: ME, role: 'medic', now: T0, elo: 1500 }]).state);
    await userEvent.click(add);
    const slot = await screen.findByTestId('slot-medic');
    await waitFor(() => expect(slot.querySelector('[data-self]')).toBeTruthy());
    expect(screen.getByText('1 / 12 players')).toBeTruthy();
  });

  it('names players it does not know through POST /api/userDict/', async () => {
    signedOut();
    queues = [lobbyAt(SIXES, fillEvents(SIXES, { count: 3 })), lobbyAt(HIGHLANDER, [])];
    renderWithPlatform(<App basePath="/" />);
    expect(await screen.findByText('alias-03')).toBeTruthy();
    const asked = api.calls('POST /api/userDict/').flatMap((c) => (c.body as { users: string[] }).users);
    expect(asked.sort()).toEqual([sid(1), sid(2), sid(3)]);
  });

  it('readyUp! opens the ready-up dialog; Ready up emits `ready` on the socket', async () => {
    signedIn();
    queues = [lobbyAt(SIXES, fillEvents(SIXES, { count: 11 })), lobbyAt(HIGHLANDER, [])];
    const { socket } = renderWithPlatform(<App basePath="/" />);
    expect(await screen.findByText('11 / 12 players')).toBeTruthy();
    const players = Array.from({ length: 12 }, (_, i) => sid(i + 1));
    socket.serverEmit('readyUp!', { queueName: 'sixes', players, countdownInfo: { secondsRemaining: 60, deadline: Date.now() + 60_000 } });
    const dialog = await screen.findByRole('dialog', { name: 'Ready up!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ready up' }));
    await waitFor(() => expect(socket.emitted.find((e) => e.event === 'ready')).toBeTruthy());
    expect(socket.emitted.find((e) => e.event === 'ready')!.payload).toEqual({ isReady: true, userSteamId: ME, queueName: 'sixes' });

    socket.serverEmit('playerReady', { queueName: 'sixes', steamid: ME, isReady: true });
    await waitFor(() => expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Ready up' }).disabled).toBe(true));
    expect(within(dialog).getByText(/You are already readied/)).toBeTruthy();
  });

  it('a refused ready-up shows the server reason as an error toast', async () => {
    signedIn();
    const { socket } = renderWithPlatform(<App basePath="/" />);
    await screen.findByText('0 / 12 players');
    socket.answer = () => ({ error: { code: 'FORBIDDEN', message: 'You are banned: griefing' } });
    socket.serverEmit('readyUp!', { queueName: 'sixes', players: [ME], countdownInfo: { secondsRemaining: 60, deadline: Date.now() + 60_000 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Ready up' }));
    expect(await screen.findByText('You are banned: griefing')).toBeTruthy();
  });

  it('pugStarted shows the pug with both teams; the lobby refetches on reconnect', async () => {
    signedIn();
    const { socket } = renderWithPlatform(<App basePath="/" />);
    await screen.findByText('0 / 12 players');
    socket.serverEmit('pugStarted', [pugFixture({ _id: 'p1', data: { score: [3, 1] } })]);
    // The teams render from a chunk of their own: on a busy machine that takes longer than findBy's default second.
    const blu = await screen.findByTestId('team-blu', {}, { timeout: 10_000 });
    expect(within(blu).getByLabelText('BLU score').textContent).toBe('3');
    expect(within(screen.getByTestId('team-red')).getByLabelText('RED score').textContent).toBe('1');
    expect(await within(blu).findByText('alias-01')).toBeTruthy();
    expect(screen.getByText('You play on BLU, map cp_process_final.')).toBeTruthy();
    expect(blu.querySelector('[data-self]')).toBeTruthy();

    queues = [lobbyAt(SIXES, fillEvents(SIXES, { count: 2 })), lobbyAt(HIGHLANDER, [])];
    const before = api.calls('GET /api/queues').length;
    socket.reconnect();
    expect(await screen.findByText('2 / 12 players')).toBeTruthy();
    expect(api.calls('GET /api/queues').length).toBe(before + 1);
  });

  it('loads the queues again when the socket connects after the server ended it (logout elsewhere, a replaced session)', async () => {
    signedIn();
    const { socket } = renderWithPlatform(<App basePath="/" />);
    await screen.findByText('0 / 12 players');
    queues = [lobbyAt(SIXES, fillEvents(SIXES, { count: 4 })), lobbyAt(HIGHLANDER, [])];
    const before = api.calls('GET /api/queues').length;
    socket.drop('io server disconnect');
    socket.connected = true; // SocketProvider connects it again: the socket's connect, no manager reconnect
    socket.serverEmit('connect' as never, undefined as never);
    expect(await screen.findByText('4 / 12 players')).toBeTruthy();
    expect(api.calls('GET /api/queues').length).toBe(before + 1);
  });

  it('loads again when the socket first connects after the lobby loaded (events in between were missed)', async () => {
    signedOut();
    const socket = new FakeSocket();
    socket.connected = false;
    renderWithPlatform(<App basePath="/" />, { socket });
    await screen.findByText('0 / 12 players');
    queues = [lobbyAt(SIXES, fillEvents(SIXES, { count: 3 })), lobbyAt(HIGHLANDER, [])];
    socket.connected = true;
    socket.serverEmit('connect' as never, undefined as never);
    expect(await screen.findByText('3 / 12 players')).toBeTruthy();
  });

  it('pre-ready, the map vote and a captain pick go to their api calls', async () => {
    signedIn();
    api
      .on('POST /api/preready', () => queues[0]!.state)
      .on('POST /api/voteMap', () => queues[0]!.state)
      .on('POST /api/pick', () => queues[0]!.state);
    queues = [lobbyAt(SIXES, fillEvents(SIXES, { count: 1 })), lobbyAt(HIGHLANDER, [])];
    const { socket } = renderWithPlatform(<App basePath="/" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pre-ready' }));
    await waitFor(() => expect(api.calls('POST /api/preready')).toHaveLength(1));
    expect(api.calls('POST /api/preready')[0]!.body).toEqual({ queueName: 'sixes', isPreready: true });

    const players = Array.from({ length: 12 }, (_, i) => sid(i + 1));
    socket.serverEmit('partialInfo', { name: 'sixes', phase: 'Picking Map', readiedPlayers: players, undeclaredPlayers: [] });
    socket.serverEmit('voteForMap!', {
      queueName: 'sixes',
      maps: ['cp_a', 'cp_b', 'cp_c'],
      countdownInfo: { secondsRemaining: 20, deadline: Date.now() + 20_000 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'cp_b, 0 votes' }));
    await waitFor(() => expect(api.calls('POST /api/voteMap')).toHaveLength(1));
    expect(api.calls('POST /api/voteMap')[0]!.body).toEqual({ queueName: 'sixes', map: 'cp_b' });

    socket.serverEmit('partialInfo', {
      name: 'sixes',
      draft: {
        captains: { blu: sid(2), red: ME },
        blu: { [sid(2)]: 'medic' },
        red: { [ME]: 'roamerscout' },
        turn: 'red',
        pickDeadline: Date.now() + 30_000,
        elos: { [sid(2)]: 1610, [ME]: 1500, [sid(5)]: 1849.6 },
      },
    });
    socket.serverEmit('yourPick', {
      queueName: 'sixes',
      captain: ME,
      team: 'red',
      options: [{ steamid: sid(5), role: 'roamersoldier' }],
      countdownInfo: { secondsRemaining: 30, deadline: Date.now() + 30_000 },
    });
    const pool = await screen.findByRole('region', { name: 'Players to pick' });
    const legal = await within(pool).findByText('alias-05');
    // The pill says what is going on (the wire phase stays 'Picking Map'); the candidate's class elo and division show.
    expect(screen.getByText('Drafting')).toBeTruthy();
    expect(screen.queryByText('Picking Map')).toBeNull();
    expect(within(pool).getByText('Roamer Soldier · 1850 elo')).toBeTruthy();
    expect(within(pool).getByTitle('Advanced in Roamer Soldier').textContent).toBe('ADV');
    await userEvent.click(legal);
    await waitFor(() => expect(api.calls('POST /api/pick')).toHaveLength(1));
    expect(api.calls('POST /api/pick')[0]!.body).toEqual({ queueName: 'sixes', steamid: sid(5), role: 'roamersoldier' });
  });

  it('tells a captain whose time ran out who was picked for them', async () => {
    signedIn();
    const { socket } = renderWithPlatform(<App basePath="/" />);
    await screen.findByText('0 / 12 players');
    socket.serverEmit('pickForYou', { queueName: 'sixes', captain: ME, steamid: sid(7), role: 'pocketsoldier', team: 'blu' });
    expect(await screen.findByText('Time ran out: Player …0007 (Pocket Soldier) joins BLU.')).toBeTruthy();
  });

  it('shows an elo toast with the signed delta and the rounded elo', async () => {
    signedIn();
    const { socket } = renderWithPlatform(<App basePath="/" />);
    await screen.findByText('0 / 12 players');
    socket.serverEmit('eloChanges', [
      { steamid: ME, from: { sixes: { medic: 1500 } }, to: { sixes: { medic: 1516.034 } }, format: 'sixes', role: 'medic', delta: 16.034 },
      { steamid: sid(2), from: { sixes: { demoman: 1500 } }, to: { sixes: { demoman: 1490 } }, format: 'sixes', role: 'demoman', delta: -10 },
    ]);
    expect(await screen.findAllByText('+16.03 elo')).toHaveLength(1); // the platform's toast, not a second one from mf-queue
    expect(screen.getByText('Sixes Medic: now 1516')).toBeTruthy();
    expect(screen.queryByText('-10.00 elo')).toBeNull();
  });

  it("the viewer's own live pug comes first, join-server panel on top, and Add is hidden until it ends", async () => {
    signedIn();
    api.on('GET /api/pugCreds/p1', () => ({ connect: null, steamUrl: null, server: null }));
    const { socket } = renderWithPlatform(<App basePath="/" />);
    await screen.findByText('0 / 12 players');
    socket.serverEmit('pugStarted', [pugFixture({ _id: 'p1', number: 61 }), pugFixture({ _id: 'p2', teams: { blu: {}, red: {} } })]);
    const yours = await screen.findByRole('region', { name: 'Your pug #61 · cp_process_final' });
    // First on the page: before the lobby's tabs; the join-server panel before the teams.
    const tabs = screen.getByRole('tablist', { name: 'Queues' });
    expect(yours.compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const join = await within(yours).findByRole('region', { name: 'Join server' });
    const blu = within(yours).getByTestId('team-blu');
    expect(join.compareDocumentPosition(blu) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(yours).getByRole('link', { name: 'Open the pug’s page' }).getAttribute('href')).toBe('/pugs/p1');
    expect(screen.getByRole('heading', { name: 'Other pugs' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Add / })).toBeNull();
    expect(screen.getByText('You are playing a pug: finish it before queueing again.')).toBeTruthy();
  });

  it('a banned player reads the lobby but is offered no Add: the board says why', async () => {
    const ban = { isBan: true, date: T0, expires: null, reason: 'Griefing' };
    api.on('GET /api/self/', () => ({ steamid: ME, alias: 'Me', isAdmin: false, disciplineHistory: [ban] }));
    renderWithPlatform(<App basePath="/" />);
    const why = await screen.findByRole('status', { name: 'You are banned' });
    expect(why.textContent).toContain('You cannot queue until the ban ends or an admin accepts your appeal.');
    expect(screen.getByText('0 / 12 players')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Add / })).toBeNull();
    expect(screen.queryByRole('button', { name: /Sign in to queue/ })).toBeNull();
    // Signed in, the lobby speaks for itself.
    expect(screen.queryByRole('region', { name: 'Pick-up games of competitive TF2' })).toBeNull();
  });

  it('the tab title shows the seats of the queue shown, "[0/12] TF2 Pugs"; once queued, what for (MatchDay, on every page): "[1/18] Highlander · Medic"', async () => {
    signedIn();
    const { socket, unmount } = renderWithPlatform(
      <>
        <App basePath="/" />
        <MatchDay basePath="/" />
      </>,
    );
    await screen.findByText('0 / 12 players');
    await waitFor(() => expect(document.title).toBe('[0/12] TF2 Pugs'));
    socket.serverEmit('playerQueued', {
      queueName: 'highlander',
      steamid: ME,
      role: 'medic',
      isQueue: true,
      queuedAt: T0,
      userInfo: { steamid: ME, alias: 'Me' },
    });
    // Sixes is still the tab shown; the title follows the queue the player waits in, and says for what.
    await waitFor(() => expect(document.title).toBe('[1/18] Highlander · Medic'));
    unmount();
    expect(document.title).toBe('TF2 Pugs');
  });

  it("a lobby card's name blazes for the player's streak in that format and class, unless the viewer hides text effects", async () => {
    queues = [lobbyAt(SIXES, [{ type: 'JOIN', steamid: sid(2), role: 'medic', now: T0, elo: 1500 }])];
    api.on('POST /api/userDict/', () => ({ [sid(2)]: { steamid: sid(2), alias: 'Streaky', blazing: ['hl.medic', 'sixes.medic'] } }));
    signedIn();
    renderWithPlatform(<App basePath="/" />);
    const medic = await screen.findByTestId('slot-medic');
    const name = await within(medic).findByText('Streaky');
    expect(name.closest('[data-blazing]')).toBeTruthy();
    expect(within(medic).getByRole('link', { name: 'Streaky (on a win streak)' })).toBeTruthy();
    cleanup();
    api.on('GET /api/self/', () => ({ steamid: ME, alias: 'Me', isAdmin: false, preferences: { hideTextEffects: true, voicePack: 'heavy' } }));
    renderWithPlatform(<App basePath="/" />);
    const calm = await within(await screen.findByTestId('slot-medic')).findByText('Streaky');
    expect(calm.closest('[data-blazing]')).toBeNull();
  });

  it('each queue tab says how many are queued', async () => {
    signedOut();
    queues = [lobbyAt(SIXES, fillEvents(SIXES, { count: 3 })), lobbyAt(HIGHLANDER, [])];
    renderWithPlatform(<App basePath="/" />);
    expect(await screen.findByRole('tab', { name: 'Sixes · NA 3 queued' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Highlander · NA 0 queued' })).toBeTruthy();
    // The lobby is the selected tab's panel.
    expect(within(screen.getByRole('tabpanel')).getByText('3 / 12 players')).toBeTruthy();
  });

  it('readyUpMissed tells the removed player, and the players who stay, what happened', async () => {
    signedIn();
    queues = [lobbyAt(SIXES, fillEvents(SIXES, { from: 2, count: 3 })), lobbyAt(HIGHLANDER, [])];
    const { socket } = renderWithPlatform(<App basePath="/" />);
    await screen.findByText('3 / 12 players');
    socket.serverEmit('readyUpMissed', { queueName: 'sixes', timedOut: [ME], declined: [] });
    const removed = await screen.findByText('You were removed from the queue');
    // A neutral notice: an info toast, not a warning.
    expect(removed.closest('[data-variant]')?.getAttribute('data-variant')).toBe('info');
    expect(screen.getByText('You did not ready up in time, so you left the Sixes · NA queue. Add a class to queue again.')).toBeTruthy();
  });
});
