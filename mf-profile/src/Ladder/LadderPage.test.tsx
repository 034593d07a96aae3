import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeApi, renderWithPlatform } from '@pug/platform/testing';
import type { LadderResponse } from '@pug/domain';
import App from '../App.tsx';

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
        rows: [{ rank: (page - 1) * 25 + 1, steamid: '76561198000000001', alias: `Top of page ${page}`, elo: 1812.6, w: 9, l: 3, division: 'Advanced' }],
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
  expect(within(table).getByRole('link', { name: 'Top of page 1' }).getAttribute('href')).toBe('/players/76561198000000001');
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
