import { afterEach, beforeEach, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeApi, renderWithPlatform } from '@pug/platform/testing';
import type { AdminPlayerResponse } from '@pug/domain';
import { PLAYER_ID, selfOf } from '../testing/fixtures.ts';
import { PlayerPage } from './PlayerPage.tsx';

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
  api.install();
  api.on('GET /api/self/', () => selfOf());
  api.on(`GET /api/admin/players/${PLAYER_ID}/ratings`, () => ({ startingElo: 1000, classes: [] }));
});
afterEach(cleanup);

const at = Date.now() - 60_000;
const detail = (lifted = false): AdminPlayerResponse => ({
  player: { steamid: PLAYER_ID, alias: 'Flaky', isAdmin: false, banned: false, captainRestricted: false, createdAt: 1 },
  disciplineHistory: [],
  reports: [],
  reliability: {
    strikes: [{ kind: 'missedReadyUp', pugId: 'readyUp:sixes:1', at }],
    level: lifted ? 0 : 1,
    cooldown: { level: 1, kind: 'missedReadyUp', until: lifted ? at + 60_000 : at + 600_000 },
    liftedAt: lifted ? at + 60_000 : null,
  },
});

it('shows the strikes and cooldown, and lifts them with a reason (refusing an empty one first)', async () => {
  let lifted = false;
  api.on(`GET /api/admin/players/${PLAYER_ID}`, () => detail(lifted));
  api.on(`POST /api/admin/players/${PLAYER_ID}/liftCooldown`, () => {
    lifted = true;
    return { ok: true };
  });
  renderWithPlatform(<PlayerPage basePath="/admin" />, { path: `/admin/players/${PLAYER_ID}`, routePath: '/admin/players/:steamid' });
  const strikes = await screen.findByRole('table', { name: 'Strikes of Flaky' });
  expect(within(strikes).getByText('Missed ready-up')).toBeTruthy();
  expect(within(strikes).getByText('ready-up in sixes')).toBeTruthy();
  expect(screen.getByText('Level 1')).toBeTruthy();
  expect(screen.getByText(/^In cooldown until /)).toBeTruthy();

  await userEvent.click(screen.getByRole('button', { name: 'Lift cooldown and strikes' }));
  expect(screen.getByRole('alert').textContent).toMatch(/reason/i);
  expect(api.calls(`POST /api/admin/players/${PLAYER_ID}/liftCooldown`)).toHaveLength(0);
  await userEvent.type(screen.getByLabelText(/Reason to lift/), 'Steam was down');
  await userEvent.click(screen.getByRole('button', { name: 'Lift cooldown and strikes' }));
  await waitFor(() => expect(api.calls(`POST /api/admin/players/${PLAYER_ID}/liftCooldown`).map((c) => c.body)).toEqual([{ reason: 'Steam was down' }]));
  expect(await screen.findByText('No cooldown')).toBeTruthy();
  expect(screen.getByText('Level 0')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Lift cooldown and strikes' })).toBeNull();
});
