import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeApi, FakeSocket, renderWithPlatform } from '@pug/platform/testing';
import type { ProfileResponse } from '@pug/domain';
import App from './App.tsx';
import { ADMIN, OWNER, profileFixture, selfFixture } from './testing/fixtures.ts';

let api: FakeApi;
let profile: ProfileResponse;

function signedInAs(steamid: string | null, over: Parameters<typeof selfFixture>[1] = {}) {
  api.on('GET /api/self/', () => (steamid ? selfFixture(steamid, over) : { status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } } }));
}

beforeEach(() => {
  profile = profileFixture();
  api = new FakeApi()
    .on(`GET /api/profile/${OWNER}`, () => profile)
    .on(`GET /api/profile/${OWNER}/pugs`, () => ({ pugs: [], page: 1, pageSize: 10, total: 0 }))
    .on(`GET /api/profile/${OWNER}/elo`, () => []);
  signedInAs(null);
  api.install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderAt = (path: string, routePath = '/players/:steamid') => renderWithPlatform(<App basePath="/players" />, { path, routePath });

it('shows the player: avatar, blazing name on a 5-win streak, links in new tabs from configuration', async () => {
  renderAt(`/players/${OWNER}`);
  const heading = await screen.findByRole('heading', { level: 1 });
  expect(heading.textContent).toBe('Pocket Pete (on a 5-win streak)');
  expect(heading.querySelector('[data-blazing]')).not.toBeNull();
  expect(screen.getByRole('img', { name: "Pocket Pete's avatar" }).getAttribute('src')).toBe('https://cdn.example/p.jpg');
  const links = within(screen.getByRole('navigation', { name: 'Pocket Pete elsewhere' })).getAllByRole('link');
  expect(links.map((l) => [l.textContent, l.getAttribute('target')])).toEqual([
    ['League profile', '_blank'],
    ['Steam', '_blank'],
    ['logs.tf', '_blank'],
    ['demos.tf', '_blank'],
    ['UGC', '_blank'],
    ['ETF2L', '_blank'],
  ]);
  expect(links[0]!.getAttribute('href')).toBe(`https://league.example/p/${OWNER}`);
});

it('a viewer who hides text effects sees no blazing name', async () => {
  signedInAs(ADMIN, { preferences: { hideTextEffects: true, voicePack: 'default' } });
  renderAt(`/players/${OWNER}`);
  await screen.findByText('Stats');
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).querySelector('[data-blazing]')).toBeNull());
});

it('stats per class: rounded elo, W/L, the last 7, the streak and the division', async () => {
  renderAt(`/players/${OWNER}`);
  const table = await screen.findByRole('table', { name: 'Sixes: elo and results by class' });
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
  expect(rows).toEqual([
    ['Flank Scout', '1400', 'NEW', '0', '0', '–', '0'],
    ['Pocket Soldier', '1613', 'MAIN', '7', '2', 'WWWWWLW', '5'],
    ['Medic', '1399', 'IM', '1', '3', 'LLWL', '0'],
  ]);
  expect(within(table).getByRole('list', { name: /Last 7 pugs, most recent first: won, won/ })).toBeTruthy();
});

it('an open profile follows the elo table and the pug list when a pug of that player ends (eloChanges), not for others', async () => {
  const socket = new FakeSocket();
  renderWithPlatform(<App basePath="/players" />, { path: `/players/${OWNER}`, routePath: '/players/:steamid', socket });
  const table = await screen.findByRole('table', { name: 'Sixes: elo and results by class' });
  expect(within(table).getByText('1399')).toBeTruthy();
  await waitFor(() => expect(api.calls(`GET /api/profile/${OWNER}/pugs`)).toHaveLength(1));
  const change = { from: {}, to: {}, format: 'sixes' as const, role: 'medic' as const, delta: 21 };
  // Another player's pug: nothing is read again.
  act(() => socket.serverEmit('eloChanges', [{ ...change, steamid: ADMIN }]));
  await new Promise((r) => setTimeout(r, 30));
  expect(api.calls(`GET /api/profile/${OWNER}`)).toHaveLength(1);
  // This player's pug ended: the new elo shows without a reload.
  profile = { ...profile, elos: { sixes: { ...profile.elos.sixes, medic: 1420.4 } } };
  act(() => socket.serverEmit('eloChanges', [{ ...change, steamid: OWNER }]));
  await waitFor(() => expect(within(screen.getByRole('table', { name: 'Sixes: elo and results by class' })).getByText('1420')).toBeTruthy());
  await waitFor(() => expect(api.calls(`GET /api/profile/${OWNER}/pugs`)).toHaveLength(2));
});

it('a signed-out visitor sees the seasons without PENDING requests controls or any edit button', async () => {
  renderAt(`/players/${OWNER}`);
  const card = await screen.findByRole('region', { name: 'Seasons, newest first' });
  expect(within(card).getAllByRole('listitem')).toHaveLength(2);
  expect(screen.queryByRole('button', { name: /Select your main/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Request custom experience' })).toBeNull();
  expect(within(card).getByText('PENDING')).toBeTruthy();
  expect(within(card).getByRole('button', { name: 'Open ETF2L season 41' }).textContent).toBe('View');
});

it('the owner declares a main: OK needs a class, Roster Rider is offered, and the answer replaces the profile', async () => {
  signedInAs(OWNER);
  profile = profileFixture({ canEdit: true, missingRoles: ['league-141-55'], preferences: { hideTextEffects: false, voicePack: 'default' } });
  api.on('POST /api/teamRole', () =>
    profileFixture({ canEdit: true, seasons: profile.seasons.map((s) => (s._id === 'league-141-55' ? { ...s, role: 'rosterrider' } : s)) }),
  );
  const user = userEvent.setup({ delay: null });
  renderAt(`/players/${OWNER}`);
  await user.click(await screen.findByRole('button', { name: 'Select your main for Sixes Season 14' }));
  const dialog = await screen.findByRole('dialog', { name: 'Select your main' });
  const ok = within(dialog).getByRole('button', { name: 'OK' });
  expect((ok as HTMLButtonElement).disabled).toBe(true);
  const select = within(dialog).getByLabelText<HTMLSelectElement>('Class');
  expect([...select.options].map((o) => o.textContent)).toEqual(['Choose a class…', 'Scout', 'Soldier', 'Demoman', 'Medic', 'Roster Rider (Did not play)']);
  await user.selectOptions(select, 'rosterrider');
  await user.click(ok);
  await waitFor(() => expect(api.calls('POST /api/teamRole')).toHaveLength(1));
  expect(api.calls('POST /api/teamRole')[0]!.body).toEqual({
    userId: OWNER,
    role: 'rosterrider',
    seasonId: 141,
    joinAt: Date.UTC(2025, 0, 5),
    _id: 'league-141-55',
  });
  expect(await screen.findByText('Roster Rider')).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('a session that arrives after the profile reads it again without taking it off the screen: the owner’s click opens the dialog', async () => {
  profile = profileFixture({ canEdit: true, missingRoles: ['league-141-55'] });
  let answerSession: () => void = () => {};
  const session = new Promise<void>((resolve) => (answerSession = resolve));
  api.on('GET /api/self/', () => session.then(() => selfFixture(OWNER)));
  const user = userEvent.setup({ delay: null });
  renderAt(`/players/${OWNER}`);
  const heading = await screen.findByRole('heading', { level: 1 });
  expect(api.calls(`GET /api/profile/${OWNER}`)).toHaveLength(1);
  act(() => answerSession());
  const select = await screen.findByRole('button', { name: 'Select your main for Sixes Season 14' });
  await waitFor(() => expect(api.calls(`GET /api/profile/${OWNER}`)).toHaveLength(2));
  await act(async () => {});
  // Read again once, and the same page all along, never the spinner in between: the button found
  // before the answer still works.
  expect(api.calls(`GET /api/profile/${OWNER}`)).toHaveLength(2);
  expect(screen.queryByText('Loading player…')).toBeNull();
  expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
  await user.click(select);
  expect(await screen.findByRole('dialog', { name: 'Select your main' })).toBeTruthy();
});

it('the own profile is read again when the player’s league record changes (userUpdate), and not for another player’s', async () => {
  signedInAs(OWNER);
  const { socket } = renderAt(`/players/${OWNER}`);
  await screen.findByRole('button', { name: 'Select your main for Sixes Season 14' });
  await act(async () => {});
  // Once, or twice when the session came after the first answer (the viewer changes the profile).
  const reads = api.calls(`GET /api/profile/${OWNER}`).length;
  act(() => socket.serverEmit('userUpdate', { steamid: ADMIN, playerHistory: { lastUpdated: 2, data: [] } }));
  act(() => socket.serverEmit('userUpdate', { steamid: OWNER, playerHistory: { lastUpdated: 2, data: [] } }));
  await waitFor(() => expect(api.calls(`GET /api/profile/${OWNER}`)).toHaveLength(reads + 1));
  await act(async () => {});
  expect(api.calls(`GET /api/profile/${OWNER}`)).toHaveLength(reads + 1);
});

it('another signed-in player cannot edit someone else’s seasons', async () => {
  signedInAs('76561198000000555');
  renderAt(`/players/${OWNER}`);
  await screen.findByRole('region', { name: 'Seasons, newest first' });
  expect(screen.queryByRole('button', { name: /Select your main/ })).toBeNull();
});

it('an admin sees Approve on a pending season and approving reloads the profile', async () => {
  signedInAs(ADMIN);
  profile = profileFixture({ canEdit: true });
  api.on('GET /api/customSeason/cs1/approve', () => ({ ...profile.seasons[0], approved: true }));
  const user = userEvent.setup({ delay: null });
  renderAt(`/players/${OWNER}`);
  await user.click(await screen.findByRole('button', { name: 'Approve ETF2L season 41' }));
  await waitFor(() => expect(api.calls('GET /api/customSeason/cs1/approve')).toHaveLength(1));
  await waitFor(() => expect(api.calls(`GET /api/profile/${OWNER}`).length).toBeGreaterThanOrEqual(2));
});

it('says so when nobody with that Steam ID has played, and does not ask the api for a malformed one', async () => {
  api.on('GET /api/profile/76561198000000998', () => ({ status: 404, json: { error: { code: 'NOT_FOUND', message: 'No player' } } }));
  renderAt('/players/76561198000000998');
  expect(await screen.findByText('Player not found')).toBeTruthy();
  cleanup();
  renderAt('/players/not-a-steamid');
  expect(await screen.findByText('Player not found')).toBeTruthy();
  expect(api.requests.filter((r) => r.path.startsWith('/api/profile/not'))).toHaveLength(0);
});

it('shows the discipline history to the player (or an admin) when the api sends it', async () => {
  signedInAs(OWNER);
  profile = profileFixture({
    canEdit: true,
    disciplineHistory: [
      {
        _id: 'd1',
        isBan: true,
        date: Date.UTC(2026, 0, 1),
        expires: null,
        reason: 'Toxicity',
        isCaptainRestrict: true,
        appeal: 'sorry',
        appealAccepted: false,
      },
    ],
  });
  renderAt(`/players/${OWNER}`);
  const table = await screen.findByRole('table', { name: 'Bans and captain restrictions, newest first' });
  const cells = within(within(table).getAllByRole('row')[1]!)
    .getAllByRole('cell')
    .map((c) => c.textContent);
  expect(cells.slice(1)).toEqual(['Ban (active) Captain restriction', 'Toxicity', 'never', 'Submitted']);
});
