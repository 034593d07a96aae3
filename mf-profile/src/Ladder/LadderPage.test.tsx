import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeApi, renderWithPlatform, selfResponse } from '@pug/platform/testing';
import type { LadderResponse } from '@pug/domain';
import App from '../App.tsx';

const ME = '76561198000000042';
let api: FakeApi;
const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
  api = new FakeApi().on('GET /api/self/', () => ({ status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'x' } } }));
  api.install();
  const base = api.fetch.getMockImplementation()!;
  api.fetch.mockImplementation((input, init) => {
    const url = new URL(String(input), 'http://pug.test');
    if (url.pathname === '/api/ladder') {
      asked.push(url.search);
      const page = Number(url.searchParams.get('page'));
      const body: LadderResponse = {
        rows: [
          {
            rank: (page - 1) * 25 + 1,
            steamid: '76561198000000001',
            alias: `Top of page ${page}`,
            elo: 1812.6,
            w: 9,
            l: 3,
            division: 'Advanced',
            winStreak: 6,
          },
          { rank: (page - 1) * 25 + 2, steamid: ME, alias: 'Me Myself', elo: 1700, w: 5, l: 5, division: 'Main', winStreak: 1 },
        ],
        page,
        pageSize: 25,
        total: 60,
      };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    }
    return base(input, init);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('lists the players of a class by elo, pages, and searches by alias or Steam ID', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithPlatform(<App basePath="/players" />, { path: '/players', routePath: '/players' });
  const table = await screen.findByRole('table', { name: 'Sixes Medic: 60 players, by elo' });
  expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Top of page 1');
  expect(within(table).getByRole('link', { name: 'Top of page 1 (6 wins in a row)' }).getAttribute('href')).toBe('/players/76561198000000001');
  expect(within(table).getByText('1813')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText('Top of page 2');
  expect(asked.at(-1)).toBe('?format=sixes&role=medic&page=2');
  await user.selectOptions(screen.getByLabelText('Format'), 'hl');
  await waitFor(() => expect(asked.at(-1)).toBe('?format=hl&role=scout&page=1'));
  await user.type(screen.getByLabelText('Find a player'), 'kritz');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(asked.at(-1)).toBe('?format=hl&role=scout&page=1&q=kritz'));
});

it('opens on the class a signed-in player plays most, highlights their row, and shows blazing names unless they hide text effects', async () => {
  const stats = (w: number, l: number) => ({ w, l, recentPugs: [], winStreak: 0, division: '' });
  const me = (hideTextEffects: boolean) =>
    selfResponse({
      steamid: ME,
      elos: { sixes: { medic: 1500 }, hl: { sniper: 1700 } },
      rankings: { sixes: { medic: stats(1, 0) }, hl: { sniper: stats(4, 3) } },
      preferences: { hideTextEffects, voicePack: 'default' },
    });
  api.on('GET /api/self/', () => ({ status: 200, json: me(false) }));
  renderWithPlatform(<App basePath="/players" />, { path: '/players', routePath: '/players' });
  const table = await screen.findByRole('table', { name: 'Highlander Sniper: 60 players, by elo' });
  expect(asked).toEqual(['?format=hl&role=sniper&page=1']); // never the default ladder first
  const mine = within(table).getByText('Me Myself').closest('tr')!;
  expect(mine.getAttribute('aria-current')).toBe('true');
  expect(within(table).getByText('Top of page 1').closest('tr')!.getAttribute('aria-current')).toBeNull();
  expect(within(table).getByText('Top of page 1').closest('[data-blazing]')).toBeTruthy();
  expect(within(table).getByText('Me Myself').closest('[data-blazing]')).toBeNull();
  cleanup();

  api.on('GET /api/self/', () => ({ status: 200, json: me(true) }));
  renderWithPlatform(<App basePath="/players" />, { path: '/players', routePath: '/players' });
  const quiet = await screen.findByRole('table', { name: 'Highlander Sniper: 60 players, by elo' });
  expect(within(quiet).getByText('Top of page 1').closest('[data-blazing]')).toBeNull();
});
