import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeApi, renderWithPlatform } from '@pug/platform/testing';
import type { AdminPlayerResponse, AdminPlayersResponse } from '@pug/domain';
import { PLAYER_ID, selfOf } from '../testing/fixtures.ts';
import { PlayerPage } from './PlayerPage.tsx';
import { PlayersPage } from './PlayersPage.tsx';

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
  api.install();
  api.on('GET /api/self/', () => selfOf());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const row = (i: number) => ({
  steamid: `765611980000001${String(i).padStart(2, '0')}`,
  alias: `Scout${i}`,
  isAdmin: false,
  banned: i === 1,
  captainRestricted: false,
});

it('searches by alias and pages through the results in the api', async () => {
  const queries: string[] = [];
  api.on('GET /api/admin/players', (): AdminPlayersResponse => ({ players: [row(1), row(2)], total: 60, page: 1, pageSize: 25 }));
  const original = api.fetch.getMockImplementation()!;
  api.fetch.mockImplementation(async (input, init) => {
    queries.push(new URL(String(input), 'http://pug.test').search);
    return original(input, init);
  });
  renderWithPlatform(<PlayersPage basePath="/admin" />, { path: '/admin/players', routePath: '/admin/players' });
  const table = await screen.findByRole('table', { name: 'Players' });
  expect(within(table).getByRole('link', { name: 'Scout1' }).getAttribute('href')).toBe(`/admin/players/${row(1).steamid}`);
  expect(within(table).getByText('Banned')).toBeTruthy();
  expect(screen.getByText('Page 1 of 3 (60 in all)')).toBeTruthy();
  await userEvent.type(screen.getByLabelText('Search players'), 'sco');
  await waitFor(() => expect(queries).toContain('?q=sco&page=1'));
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(queries).toContain('?q=sco&page=2'));
});

const BANNED_AT = Date.now() - 1000;
const detail = (): AdminPlayerResponse => ({
  player: { steamid: PLAYER_ID, alias: 'Griefer', isAdmin: false, banned: true, captainRestricted: false, createdAt: 1 },
  disciplineHistory: [
    { _id: 'b1', userId: PLAYER_ID, isBan: true, date: BANNED_AT, expires: null, reason: 'Toxic', appeal: null, appealAccepted: false, issuedByAlias: 'Boss' },
  ],
  reports: [],
});

it('opens a player with their discipline history and deletes an entry', async () => {
  api.on(`GET /api/admin/players/${PLAYER_ID}`, detail);
  api.on('POST /api/deleteBan/', () => ({ ok: true }));
  renderWithPlatform(<PlayerPage basePath="/admin" />, { path: `/admin/players/${PLAYER_ID}`, routePath: '/admin/players/:steamid' });
  const history = await screen.findByRole('table', { name: 'Discipline history of Griefer' });
  expect(within(history).getByText('Toxic')).toBeTruthy();
  expect(within(history).getByText('Never')).toBeTruthy();
  expect(within(history).getByText('Active')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Delete the entry “Toxic”' }));
  expect(api.calls('POST /api/deleteBan/')).toHaveLength(0);
  await userEvent.click(within(await screen.findByRole('dialog', { name: /Delete this/ })).getByRole('button', { name: 'Delete entry' }));
  await waitFor(() => expect(api.calls('POST /api/deleteBan/').map((c) => c.body)).toEqual([{ userId: PLAYER_ID, _id: 'b1' }]));
});

it('bans a player for a chosen time with a reason, refusing an empty reason first', async () => {
  api.on(`GET /api/admin/players/${PLAYER_ID}`, detail);
  api.on('POST /api/banPlayer/', () => ({ status: 201, json: detail().disciplineHistory[0] }));
  renderWithPlatform(<PlayerPage basePath="/admin" />, { path: `/admin/players/${PLAYER_ID}`, routePath: '/admin/players/:steamid' });
  await userEvent.click(await screen.findByRole('button', { name: 'Ban or restrict…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Discipline Griefer' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ban player' }));
  expect(within(dialog).getByRole('alert').textContent).toMatch(/reason/i);
  expect(api.calls('POST /api/banPlayer/')).toHaveLength(0);
  await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Griefing again');
  await userEvent.selectOptions(within(dialog).getByLabelText('Duration'), '7d');
  await userEvent.click(within(dialog).getByLabelText('Captain restriction'));
  const before = Date.now();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ban player' }));
  await waitFor(() => expect(api.calls('POST /api/banPlayer/')).toHaveLength(1));
  const body = api.calls('POST /api/banPlayer/')[0]!.body as { expires: number; date: number };
  expect(body).toMatchObject({ userId: PLAYER_ID, isBan: true, isCaptainRestrict: true, reason: 'Griefing again' });
  expect(body.expires - body.date).toBe(7 * 24 * 3_600_000);
  expect(body.date).toBeGreaterThanOrEqual(before);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
