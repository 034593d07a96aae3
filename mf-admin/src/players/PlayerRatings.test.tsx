import { afterEach, beforeEach, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeApi, renderWithPlatform } from '@pug/platform/testing';
import type { AdminPlayerResponse, AdminRatingsResponse, RatingClass } from '@pug/domain';
import { PLAYER_ID, selfOf } from '../testing/fixtures.ts';
import { PlayerPage } from './PlayerPage.tsx';

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
  api.install();
  api.on('GET /api/self/', () => selfOf());
  api.on(`GET /api/admin/players/${PLAYER_ID}`, (): AdminPlayerResponse => ({
    player: { steamid: PLAYER_ID, alias: 'Rookie', isAdmin: false, banned: false, captainRestricted: false, createdAt: 1 },
    disciplineHistory: [],
    reports: [],
  }));
});
afterEach(cleanup);

const at = Date.UTC(2026, 11, 6, 20, 0);
const medic = (elo: number, adjusted: boolean): RatingClass => ({
  format: 'sixes',
  role: 'medic',
  elo,
  pugsPlayed: 3,
  provisional: true,
  history: [
    ...(adjusted
      ? [
          {
            _id: 'adj',
            at: at + 1000,
            reason: 'adjustment' as const,
            from: 1432,
            to: elo,
            delta: elo - 1432,
            pugId: null,
            by: 'a1',
            byAlias: 'Boss',
            note: 'Smurf of a Main player',
          },
        ]
      : []),
    { _id: 'h1', at, reason: 'pug', from: 1400, to: 1432, delta: 32, pugId: 'pug-1', pugNumber: 4321 },
  ],
});
const demoman: RatingClass = { format: 'sixes', role: 'demoman', elo: 1555.4, pugsPlayed: 12, provisional: false, history: [] };

it('lists the classes with a "New" mark while provisional, and the history of one with the pug behind each change', async () => {
  api.on(`GET /api/admin/players/${PLAYER_ID}/ratings`, (): AdminRatingsResponse => ({ startingElo: 1400, classes: [medic(1432, false), demoman] }));
  renderWithPlatform(<PlayerPage basePath="/admin" />, { path: `/admin/players/${PLAYER_ID}`, routePath: '/admin/players/:steamid' });
  const table = await screen.findByRole('table', { name: 'Ratings of Rookie' });
  const rows = within(table).getAllByRole('row');
  expect(rows[1]!.textContent).toContain('Sixes Medic');
  expect(within(rows[1]!).getByText('New')).toBeTruthy();
  expect(within(rows[2]!).queryByText('New')).toBeNull();
  expect(rows[2]!.textContent).toContain('1555');

  const history = screen.getByRole('table', { name: 'Rating history of Rookie in Sixes Medic, newest first' });
  const link = within(history).getByRole('link', { name: 'Pug #4321' });
  expect(link.getAttribute('href')).toBe('/pugs/pug-1');
  expect(history.textContent).toContain('1400 → 1432');
  expect(history.textContent).toContain('+32');

  await userEvent.click(screen.getByRole('button', { name: 'History of Sixes Demoman' }));
  expect(screen.getByRole('heading', { name: 'Rating history · Sixes Demoman' })).toBeTruthy();
  expect(screen.getByText('No changes yet.')).toBeTruthy();
});

it("adjusts a rating with the api's rule: refuses an out-of-range elo and an empty reason, then sends it and shows the adjustment", async () => {
  let adjusted = false;
  api.on(`GET /api/admin/players/${PLAYER_ID}/ratings`, (): AdminRatingsResponse => ({
    startingElo: 1400,
    classes: [medic(adjusted ? 1650 : 1432, adjusted)],
  }));
  api.on(`POST /api/admin/players/${PLAYER_ID}/rating`, () => {
    adjusted = true;
    return { ok: true, from: 1432, to: 1650 };
  });
  renderWithPlatform(<PlayerPage basePath="/admin" />, { path: `/admin/players/${PLAYER_ID}`, routePath: '/admin/players/:steamid' });
  await userEvent.click(await screen.findByRole('button', { name: 'Adjust Sixes Medic' }));
  const dialog = await screen.findByRole('dialog', { name: "Adjust Rookie's rating" });
  expect(within(dialog).getByLabelText<HTMLInputElement>(/New elo/).value).toBe('1432');
  expect(within(dialog).getByLabelText<HTMLSelectElement>('Class').value).toBe('medic');

  const elo = within(dialog).getByLabelText(/New elo/);
  await userEvent.clear(elo);
  await userEvent.type(elo, '9000');
  await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Smurf of a Main player');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Set rating' }));
  expect(within(dialog).getByRole('alert').textContent).toBe('The elo must be a number from 500 to 3000');
  await userEvent.clear(elo);
  await userEvent.type(elo, '1650');
  await userEvent.clear(within(dialog).getByLabelText(/Reason/));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Set rating' }));
  expect(within(dialog).getByRole('alert').textContent).toMatch(/The reason/);
  expect(api.calls(`POST /api/admin/players/${PLAYER_ID}/rating`)).toHaveLength(0);

  await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Smurf of a Main player');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Set rating' }));
  await waitFor(() =>
    expect(api.calls(`POST /api/admin/players/${PLAYER_ID}/rating`).map((c) => c.body)).toEqual([
      { format: 'sixes', role: 'medic', elo: 1650, reason: 'Smurf of a Main player' },
    ]),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const history = await screen.findByRole('table', { name: 'Rating history of Rookie in Sixes Medic, newest first' });
  await waitFor(() => expect(within(history).getByText('Adjustment')).toBeTruthy());
  expect(history.textContent).toContain('Smurf of a Main player');
  expect(history.textContent).toContain('1432 → 1650');
});

it('a player with no rating yet: the start it would be, and adjusting picks the format and class', async () => {
  api.on(`GET /api/admin/players/${PLAYER_ID}/ratings`, (): AdminRatingsResponse => ({ startingElo: 1400, classes: [] }));
  renderWithPlatform(<PlayerPage basePath="/admin" />, { path: `/admin/players/${PLAYER_ID}`, routePath: '/admin/players/:steamid' });
  expect(await screen.findByText(/No ratings yet: a new class starts at 1400/)).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Adjust a rating…' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.selectOptions(within(dialog).getByLabelText('Format'), 'hl');
  const classes = within(within(dialog).getByLabelText('Class'))
    .getAllByRole('option')
    .map((o) => o.textContent);
  expect(classes).toContain('Pyro');
  expect(classes).not.toContain('Pocket Soldier');
});
