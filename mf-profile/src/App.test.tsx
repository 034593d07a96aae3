import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { FakeApi, renderWithPlatform } from '@pug/platform/testing';
import App from './App.tsx';

const STEAMID = '76561198000000321';
let api: FakeApi;

beforeEach(() => {
  api = new FakeApi()
    .on('GET /api/self/', () => ({ status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } } }))
    .on('POST /api/userDict/', (body) => {
      const users = (body as { users: string[] }).users;
      return users.includes(STEAMID)
        ? {
            [STEAMID]: {
              steamid: STEAMID,
              alias: 'Pocket Pete',
              avatar: 'https://cdn.example/p.jpg',
              elos: { sixes: { pocketsoldier: 1612.6, medic: 1399.4 } },
            },
          }
        : {};
    });
  api.install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderAt = (steamid: string) => renderWithPlatform(<App basePath="/players" />, { path: `/players/${steamid}`, routePath: '/players/:steamid' });

it("shows the player's name, avatar, links and elo per format and class, rounded", async () => {
  renderAt(STEAMID);
  expect(await screen.findByRole('heading', { name: 'Pocket Pete', level: 1 })).toBeTruthy();
  expect(screen.getByRole('img', { name: "Pocket Pete's avatar" }).getAttribute('src')).toBe('https://cdn.example/p.jpg');
  expect(screen.getByRole('link', { name: 'Steam profile' }).getAttribute('href')).toBe(`https://steamcommunity.com/profiles/${STEAMID}`);
  const table = screen.getByRole('table', { name: 'Elo by format and class' });
  const rows = within(table)
    .getAllByRole('row')
    .map((r) => r.textContent);
  expect(rows).toContain('SixesPocket Soldier1613');
  expect(rows).toContain('SixesMedic1399');
  expect(api.calls('POST /api/userDict/').map((c) => c.body)).toEqual([{ keys: [], users: [STEAMID] }]);
});

it('says so when nobody with that Steam ID has played, and does not ask the api for a malformed one', async () => {
  renderAt('76561198000000999');
  expect(await screen.findByText('Player not found')).toBeTruthy();
  cleanup();
  renderAt('not-a-steamid');
  expect(await screen.findByText('Player not found')).toBeTruthy();
  expect(api.calls('POST /api/userDict/')).toHaveLength(1);
});
