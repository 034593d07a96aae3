import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Pug, QueuesResponse } from '@pug/domain';
import { MATCH_DAY_STATUS_ID } from '@pug/platform';
import { FakeApi, renderWithPlatform } from '@pug/platform/testing';
import App from './App.tsx';
import MatchDay from './MatchDay.tsx';
import { fillEvents, HIGHLANDER, lobbyAt, pugFixture, sid, SIXES } from './testing/fixtures.ts';

const ME = sid(1);
let api: FakeApi;
let queues: QueuesResponse;
let pugs: Pug[];

beforeEach(() => {
  queues = [lobbyAt(SIXES, []), lobbyAt(HIGHLANDER, [])];
  pugs = [];
  api = new FakeApi()
    .on('GET /api/queues', () => queues)
    .on('POST /api/pugHistoryDict', () => pugs)
    .on('POST /api/userDict/', (body) => Object.fromEntries((body as { users: string[] }).users.map((s) => [s, { steamid: s, alias: `alias-${s.slice(-2)}` }])))
    .on('GET /api/self/', () => ({ steamid: ME, alias: 'Me', isAdmin: false }))
    // The lobby's chat: without it, its failed load's error toast would take the Escape meant for a dialog.
    .on('GET /api/chat', () => ({ messages: [], mutedUntil: null }));
  api.install();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const countdownInfo = () => ({ secondsRemaining: 60, deadline: Date.now() + 60_000 });

describe('MatchDay: the round prompts and sub banner of every page', () => {
  // The player's /api/self answers after the dialog opened here: the chat beside the lobby comes
  // then, and the lobby (with the dialog closed by Escape) must stay as it was.
  it('shows the ready-up of a queue the lobby page does not show; the shown queue keeps its own dialog: never two', async () => {
    queues = [lobbyAt(SIXES, []), lobbyAt(HIGHLANDER, fillEvents(HIGHLANDER, { count: 17 }))];
    const { socket } = renderWithPlatform(
      <>
        <App basePath="/" />
        <MatchDay basePath="/" />
      </>,
      { path: '/?pugId=highlander' },
    );
    await screen.findByText('17 / 18 players');
    const players = Array.from({ length: 18 }, (_, i) => sid(i + 1));
    socket.serverEmit('readyUp!', { queueName: 'highlander', players, countdownInfo: countdownInfo() });
    await screen.findByRole('dialog', { name: 'Ready up!' });
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getAllByText('Your pug is ready')).toHaveLength(1);

    // On the Sixes tab, MatchDay answers Highlander's round: still one dialog, and it readies there.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('tab', { name: /Sixes/ }));
    await screen.findByText('0 / 12 players');
    const dialog = await screen.findByRole('dialog', { name: 'Ready up!' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ready up' }));
    await waitFor(() => expect(socket.emitted.find((e) => e.event === 'ready')?.payload).toEqual({ isReady: true, userSteamId: ME, queueName: 'highlander' }));
  });

  it('on any other page: the ready-up dialog for the player, from an event', async () => {
    queues = [lobbyAt(SIXES, fillEvents(SIXES, { count: 11 })), lobbyAt(HIGHLANDER, [])];
    const { socket } = renderWithPlatform(<MatchDay basePath="/" />, { path: '/players', routePath: '/players' });
    await waitFor(() => expect(api.calls('GET /api/queues').length).toBeGreaterThan(0));
    socket.serverEmit('readyUp!', { queueName: 'sixes', players: Array.from({ length: 12 }, (_, i) => sid(i + 1)), countdownInfo: countdownInfo() });
    expect(await screen.findByRole('dialog', { name: 'Ready up!' })).toBeTruthy();
  });

  it('loaded during a ready-up (a reload, a new tab): the dialog from the server state alone, and readying works', async () => {
    queues = [lobbyAt(SIXES, fillEvents(SIXES, { count: 12 })), lobbyAt(HIGHLANDER, [])];
    const { socket } = renderWithPlatform(<MatchDay basePath="/" />, { path: `/players/${ME}`, routePath: '/players/:steamid' });
    const dialog = await screen.findByRole('dialog', { name: 'Ready up!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ready up' }));
    await waitFor(() => expect(socket.emitted.find((e) => e.event === 'ready')?.payload).toEqual({ isReady: true, userSteamId: ME, queueName: 'sixes' }));
  });

  it('queued: the header pill and the tab say "[10/12] Sixes · Medic" on any page, leading to the lobby', async () => {
    const slot = document.createElement('span');
    slot.id = MATCH_DAY_STATUS_ID;
    document.body.append(slot);
    try {
      queues = [lobbyAt(SIXES, fillEvents(SIXES, { count: 10 })), lobbyAt(HIGHLANDER, [])];
      renderWithPlatform(<MatchDay basePath="/" />, { path: '/players', routePath: '/players' });
      const pill = await within(slot).findByRole('link', { name: /^Queued \[10\/12\] Sixes · / });
      expect(pill.getAttribute('href')).toBe('/?pugId=sixes');
      // Players 1-10 fill every seat but the two medics: the tab says what the queue waits for.
      await waitFor(() => expect(document.title).toMatch(/^\[10\/12\] Sixes · [\w ]+ · waiting for 2 medics$/));
      cleanup();
      expect(document.title).toBe('TF2 Pugs');
    } finally {
      slot.remove();
    }
  });

  it('their pug is live and the server has not seen them: "Your pug #64 is starting" on every page but its own, until they are on the server', async () => {
    const mine = pugFixture({ _id: 'live', number: 64, phase: 'Pregame' }, 6);
    pugs = [mine];
    const { socket } = renderWithPlatform(<MatchDay basePath="/" />, { path: '/players', routePath: '/players' });
    const banner = await screen.findByRole('status', { name: 'Your pug #64 is starting — join the server' });
    const link = within(banner).getByRole('link', { name: 'Go to your pug' });
    expect(link.getAttribute('href')).toBe('/pugs/live');
    socket.serverEmit('pugUpdate', { ...mine, onServer: { [ME]: { state: 'connected', at: Date.now() } } });
    await waitFor(() => expect(screen.queryByRole('status', { name: /Your pug #64/ })).toBeNull());
    cleanup();
    renderWithPlatform(<MatchDay basePath="/" />, { path: '/pugs/64', routePath: '/pugs/:id' });
    await waitFor(() => expect(api.calls('POST /api/pugHistoryDict').length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('status', { name: /Your pug #64/ })).toBeNull();
  });

  it('a seat needing a sub: a banner with "Sub in" (by keyboard), which asks first, then takes the seat', async () => {
    const running = pugFixture({ _id: 'live' }, 6);
    const target = sid(3);
    running.teams.blu[target] = { ...running.teams.blu[target]!, needsSub: true };
    pugs = [running];
    const viewer = sid(40);
    api.on('GET /api/self/', () => ({ steamid: viewer, alias: 'Free', isAdmin: false }));
    api.on('POST /api/acceptSub/live', () => running);
    renderWithPlatform(<MatchDay basePath="/" />, { path: '/players', routePath: '/players' });
    const banner = await screen.findByRole('region', { name: 'Subs needed' });
    expect(within(banner).getByText('A sub is needed')).toBeTruthy();
    await waitFor(() => expect(within(banner).getByText(/6S on cp_process_final: BLU needs a .* in place of alias-03/)).toBeTruthy());
    const subIn = within(banner).getByRole('button', { name: 'Sub in for alias-03' });
    subIn.focus();
    await userEvent.keyboard('{Enter}');
    const confirm = await screen.findByRole('dialog', { name: 'Sub in for alias-03?' });
    expect(api.calls('POST /api/acceptSub/live')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sub in' }));
    await waitFor(() => expect(api.calls('POST /api/acceptSub/live')).toHaveLength(1));
    expect(api.calls('POST /api/acceptSub/live')[0]!.body).toEqual({ playerId: target });
  });

  it('no banner for a player seated in a running pug, nor for a visitor', async () => {
    const running = pugFixture({ _id: 'live' }, 6);
    running.teams.blu[sid(3)] = { ...running.teams.blu[sid(3)]!, needsSub: true };
    pugs = [running];
    api.on('GET /api/self/', () => ({ steamid: sid(5), alias: 'Seated', isAdmin: false }));
    renderWithPlatform(<MatchDay basePath="/" />, { path: '/players', routePath: '/players' });
    await waitFor(() => expect(api.calls('POST /api/pugHistoryDict').length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Subs needed' })).toBeNull();
  });

  it('no banner for a banned player: they cannot sub in', async () => {
    const running = pugFixture({ _id: 'live' }, 6);
    running.teams.blu[sid(3)] = { ...running.teams.blu[sid(3)]!, needsSub: true };
    pugs = [running];
    const ban = { isBan: true, date: Date.now() - 60_000, expires: null, reason: 'Griefing' };
    api.on('GET /api/self/', () => ({ steamid: sid(40), alias: 'Banned', isAdmin: false, disciplineHistory: [ban] }));
    renderWithPlatform(<MatchDay basePath="/" />, { path: '/players', routePath: '/players' });
    await waitFor(() => expect(api.calls('GET /api/self/').length).toBeGreaterThan(0));
    await waitFor(() => expect(api.calls('POST /api/pugHistoryDict').length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('region', { name: 'Subs needed' })).toBeNull();
  });
});
