import { afterEach, beforeEach, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { FakeApi, renderWithPlatform } from '@pug/platform/testing';
import { MEDIC_CREDIT_HELP, type AdminPlayerResponse } from '@pug/domain';
import { PLAYER_ID, selfOf } from '../testing/fixtures.ts';
import { PlayerPage } from './PlayerPage.tsx';

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
  api.install();
  api.on('GET /api/self/', () => selfOf());
});
afterEach(cleanup);

const detail = (medic?: AdminPlayerResponse['medic']): AdminPlayerResponse => ({
  player: { steamid: PLAYER_ID, alias: 'Medic Main', isAdmin: false, banned: false, captainRestricted: false, createdAt: 1 },
  disciplineHistory: [],
  reports: [],
  ...(medic ? { medic } : {}),
});

it('shows the credit left, the immunity while it runs and the pug that gave them', async () => {
  const earnedAt = Date.now() - 3_600_000;
  api.on(`GET /api/admin/players/${PLAYER_ID}`, () => detail({ creditPugs: 1, earnedIn: 'sixes-abc', earnedAt, immuneUntil: Date.now() + 3_600_000 }));
  renderWithPlatform(<PlayerPage basePath="/admin" />, { path: `/admin/players/${PLAYER_ID}`, routePath: '/admin/players/:steamid' });
  const badge = await screen.findByText('Medic credit: 1 pug left');
  expect(badge.getAttribute('title')).toBe(MEDIC_CREDIT_HELP);
  expect(screen.getByText(/^Medic immunity until /)).toBeTruthy();
  expect(screen.getByText(/in pug sixes-abc$/)).toBeTruthy();
});

it('says so when the credit is spent and the immunity over, or never earned', async () => {
  api.on(`GET /api/admin/players/${PLAYER_ID}`, () => detail({ creditPugs: 0, earnedIn: 'sixes-abc', earnedAt: 1, immuneUntil: 2 }));
  renderWithPlatform(<PlayerPage basePath="/admin" />, { path: `/admin/players/${PLAYER_ID}`, routePath: '/admin/players/:steamid' });
  expect(await screen.findByText('No credit left')).toBeTruthy();
  expect(screen.getByText('No medic immunity')).toBeTruthy();
  cleanup();
  api.on(`GET /api/admin/players/${PLAYER_ID}`, () => detail());
  renderWithPlatform(<PlayerPage basePath="/admin" />, { path: `/admin/players/${PLAYER_ID}`, routePath: '/admin/players/:steamid' });
  expect(await screen.findByText('Never earned.')).toBeTruthy();
});
