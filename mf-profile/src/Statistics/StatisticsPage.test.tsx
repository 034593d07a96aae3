import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeApi, renderWithPlatform } from '@pug/platform/testing';
import { lastUtcDays, type HallOfFameResponse, type StatisticsResponse } from '@pug/domain';
import App from '../App.tsx';

const TOP = '76561198000000001';
let api: FakeApi;
const asked: string[] = [];
/** When set, the answers for that format wait until it is called. */
let holdFormat: { format: string; release: Promise<void> } | undefined;

function statsFor(format: 'sixes' | 'hl', days: number): StatisticsResponse {
  const perHourOfWeek = Array.from({ length: 168 }, () => 0);
  perHourOfWeek[4 * 24 + 20] = 7; // Friday 20:00 UTC
  perHourOfWeek[5 * 24 + 19] = 3;
  return {
    format,
    totalPugs: format === 'sixes' ? 42 : 0,
    perDay: lastUtcDays(Date.UTC(2026, 11, 7), days).map((day, i) => ({ day, pugs: format === 'sixes' && i === days - 2 ? 9 : 0 })),
    perHourOfWeek: format === 'sixes' ? perHourOfWeek : Array.from({ length: 168 }, () => 0),
    maps:
      format === 'sixes'
        ? [
            { map: 'cp_process_final', pugs: 30 },
            { map: 'koth_product_final', pugs: 12 },
          ]
        : [],
    fill: format === 'sixes' ? { pugs: 10, meanMs: 540_000, buckets: [1, 2, 4, 3, 0, 0, 0, 0] } : { pugs: 0, meanMs: null, buckets: [0, 0, 0, 0, 0, 0, 0, 0] },
    waitedFor:
      format === 'sixes'
        ? [
            { slot: 'medic', pugs: 6 },
            { slot: 'roamerscout', pugs: 2 },
          ]
        : [],
    filledAtOnce: format === 'sixes' ? 2 : 0,
  };
}

const hall: HallOfFameResponse = {
  format: 'sixes',
  mostPugs: [
    { rank: 1, steamid: TOP, alias: 'Iron Medic', value: 40 },
    { rank: 2, steamid: '76561198000000002', alias: 'Second', value: 38 },
    { rank: 2, steamid: '76561198000000003', alias: 'Tied Second', value: 38 },
  ],
  mostMedicPugs: [{ rank: 1, steamid: TOP, alias: 'Iron Medic', value: 35 }],
  longestWinStreak: [],
};

beforeEach(() => {
  asked.length = 0;
  api = new FakeApi().on('GET /api/self/', () => ({ status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'x' } } }));
  api.install();
  const base = api.fetch.getMockImplementation()!;
  api.fetch.mockImplementation((input, init) => {
    const url = new URL(String(input), 'http://pug.test');
    const format = (url.searchParams.get('format') ?? 'sixes') as 'sixes' | 'hl';
    if (holdFormat?.format === format && url.pathname !== '/api/self/') {
      const held = holdFormat.release;
      return held.then(() => api.fetch(input, init));
    }
    if (url.pathname === '/api/statistics') {
      asked.push(url.search);
      return Promise.resolve(new Response(JSON.stringify(statsFor(format, Number(url.searchParams.get('days')))), { status: 200 }));
    }
    if (url.pathname === '/api/hallOfFame') {
      const body = format === 'sixes' ? hall : { format, mostPugs: [], mostMedicPugs: [], longestWinStreak: [] };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    }
    return base(input, init);
  });
});
afterEach(() => {
  holdFormat = undefined;
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = (path = '/statistics') => renderWithPlatform(<App basePath="/statistics" />, { path, routePath: '/statistics' });

it('draws pugs per day and the week in UTC as images with summaries, and their numbers as tables on demand', async () => {
  const user = userEvent.setup({ delay: null });
  renderPage();
  const perDay = await screen.findByRole('img', { name: /^9 Sixes pugs in the last 30 days \(UTC\).*the busiest day 6 Dec with 9\.$/ });
  expect(perDay.querySelectorAll('rect')).toHaveLength(30);
  expect(screen.getByRole('img', { name: /The busiest hour: Friday 20:00 UTC, 7 pugs\./ })).toBeTruthy();
  expect(screen.getByText('42 finished pugs with a result, all time.')).toBeTruthy();
  const [dayToggle, hourToggle] = screen.getAllByRole('button', { name: 'Show as a table' });
  await user.click(dayToggle!);
  const dayTable = screen.getByRole('table', { name: 'Sixes pugs per day (UTC), oldest first' });
  expect(within(dayTable).getAllByRole('row')).toHaveLength(31);
  expect(dayToggle!.getAttribute('aria-expanded')).toBe('true');
  await user.click(hourToggle!);
  const hourTable = screen.getByRole('table', { name: 'Sixes pugs by hour (UTC) and day of the week' });
  const friday20 = within(hourTable).getByRole('row', { name: /^20:00/ });
  expect(
    within(friday20)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['0', '0', '0', '0', '7', '0', '0']);
});

it('lists maps, fill times and the class waited for, and the hall of fame with shared ranks and profile links', async () => {
  renderPage();
  const maps = await screen.findByRole('table', { name: 'Sixes maps by pugs played' });
  expect(
    within(maps)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual(['MapPugs', 'cp_process_final30', 'koth_product_final12']);
  expect(screen.getByText('From the first add of a round to its ready-up: 9 min on average, over 10 pugs.')).toBeTruthy();
  const fill = screen.getByRole('table', { name: 'Sixes queue fill times' });
  expect(within(fill).getAllByRole('row')[1]!.textContent).toBe('Under 2 min1');
  const waited = screen.getByRole('table', { name: 'Sixes: the class missing last before the pug filled' });
  expect(
    within(waited)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual(['ClassPugs', 'Medic6', 'Flank Scout2', 'None (the queue was already full)2']);
  const most = await screen.findByRole('table', { name: 'Most pugs, top 3' });
  expect(
    within(most)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual(['RankPlayerPugs', '1Iron Medic40', '2Second38', '2Tied Second38']);
  expect(within(most).getByRole('link', { name: 'Iron Medic' }).getAttribute('href')).toBe(`/players/${TOP}`);
  expect(screen.getByRole('heading', { name: 'Longest win streak' }).parentElement!.textContent).toContain('Nobody yet.');
});

it('switches format and days through the URL, and says when a format has nothing yet', async () => {
  const user = userEvent.setup({ delay: null });
  renderPage('/statistics?format=sixes&days=14');
  await screen.findByRole('img', { name: /in the last 14 days/ });
  expect(asked.at(-1)).toBe('?format=sixes&days=14');
  await user.selectOptions(screen.getByLabelText('Format'), 'hl');
  await waitFor(() => expect(asked.at(-1)).toBe('?format=hl&days=14'));
  expect(await screen.findByText('No maps played yet.')).toBeTruthy();
  expect(screen.getByRole('img', { name: 'No Highlander pugs in the last 14 days.' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Highlander hall of fame' })).toBeTruthy();
  await user.selectOptions(screen.getByLabelText('Days'), '90');
  await waitFor(() => expect(asked.at(-1)).toBe('?format=hl&days=90'));
});

it("does not show one format's hall of fame or charts under another's headings while the new answers load", async () => {
  const user = userEvent.setup({ delay: null });
  renderPage('/statistics?format=sixes&days=30');
  expect(await screen.findAllByRole('link', { name: 'Iron Medic' })).toHaveLength(2);
  let release!: () => void;
  holdFormat = { format: 'hl', release: new Promise<void>((resolve) => (release = resolve)) };
  await user.selectOptions(screen.getByLabelText('Format'), 'hl');
  expect(await screen.findByRole('heading', { name: 'Highlander hall of fame' })).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Iron Medic' })).toBeNull();
  expect(screen.queryByRole('img', { name: /Sixes pugs in the last/ })).toBeNull();
  expect(screen.getByRole('status', { name: 'Loading the hall of fame…' })).toBeTruthy();
  holdFormat = undefined;
  release();
  expect(await screen.findByRole('img', { name: 'No Highlander pugs in the last 30 days.' })).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Iron Medic' })).toBeNull();
});

it('falls back to the defaults on a bad address', async () => {
  renderPage('/statistics?format=nope&days=7');
  await screen.findByRole('img', { name: /in the last 30 days/ });
  expect(asked.at(-1)).toBe('?format=sixes&days=30');
});

it('turns the week grid on a phone: hours down, days across, so its labels stay readable', async () => {
  vi.stubGlobal('innerWidth', 390);
  renderPage();
  const grid = await screen.findByTestId('hour-heatmap');
  const [, , width, height] = grid.getAttribute('viewBox')!.split(' ').map(Number);
  expect(height!).toBeGreaterThan(width!);
  cleanup();
  vi.stubGlobal('innerWidth', 1440);
  renderPage();
  const wide = await screen.findByTestId('hour-heatmap');
  const [, , w2, h2] = wide.getAttribute('viewBox')!.split(' ').map(Number);
  expect(w2!).toBeGreaterThan(h2!);
});
