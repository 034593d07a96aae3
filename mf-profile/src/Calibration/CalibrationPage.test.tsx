import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeApi, renderWithPlatform } from '@pug/platform/testing';
import { calibrationOf, type CalibrationResponse } from '@pug/domain';
import App from '../App.tsx';

let api: FakeApi;
const asked: string[] = [];

/** Four pugs known by hand (domain elo/calibration.test.ts): 0.6 won and lost, 0.3 drawn, 0.5 won. */
const sixes: CalibrationResponse = {
  format: 'sixes',
  unpredicted: 2,
  ...calibrationOf([
    { month: '2026-11', predicted: 0.6, outcome: 1 },
    { month: '2026-11', predicted: 0.6, outcome: 0 },
    { month: '2026-12', predicted: 0.3, outcome: 0.5 },
    { month: '2026-12', predicted: 0.5, outcome: 1 },
  ]),
};
const empty = (format: 'hl'): CalibrationResponse => ({ format, unpredicted: 3, ...calibrationOf([]) });

beforeEach(() => {
  asked.length = 0;
  api = new FakeApi().on('GET /api/self/', () => ({ status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'x' } } }));
  api.install();
  const base = api.fetch.getMockImplementation()!;
  api.fetch.mockImplementation((input, init) => {
    const url = new URL(String(input), 'http://pug.test');
    if (url.pathname === '/api/calibration') {
      asked.push(url.search);
      const body = url.searchParams.get('format') === 'hl' ? empty('hl') : sixes;
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    }
    return base(input, init);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = (path = '/calibration') => renderWithPlatform(<App basePath="/calibration" />, { path, routePath: '/calibration' });

it('draws the reliability diagram with its diagonal, a dot per band with pugs, and says it in words', async () => {
  renderPage();
  const diagram = await screen.findByRole('img', {
    name: 'Sixes: predicted BLU chance against the share BLU won, by band. 30–40 %: 1 pug, predicted 30 %, BLU won 50 %; 50–60 %: 1 pug, predicted 50 %, BLU won 100 %; 60–70 %: 2 pugs, predicted 60 %, BLU won 50 %.',
  });
  expect(within(diagram).getAllByTestId('band-dot')).toHaveLength(3);
  expect(within(diagram).getByTestId('diagonal')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1, name: 'Calibration' })).toBeTruthy();
  expect(
    screen.getByText(/4 finished Sixes pugs with a result and a prediction\. Half of them were predicted closer to even than 60 % against 40 %\./),
  ).toBeTruthy();
  expect(screen.getByText(/2 older pugs finished before predictions were kept/)).toBeTruthy();
});

it('compares the scores with a coin flip, and shows the bands and the months as tables on demand', async () => {
  const user = userEvent.setup({ delay: null });
  renderPage();
  const short = await screen.findByRole('table', { name: 'Sixes predictions in short' });
  expect(
    within(short)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual([
    'MeasureSixesCoin flip',
    'Brier score (lower is better)0.2030.250',
    `Log loss (lower is better)${sixes.logLoss!.toFixed(3)}0.693`,
    'Calibration error22.5 points–',
    'Distance from 50 %, mean10 points0 points',
    'Distance from 50 %, median10 points0 points',
  ]);
  const months = screen.getByRole('img', {
    name: /^Sixes Brier score per month, UTC \(lower is better; a coin flip scores 0\.25\): Nov 2026 0\.260 over 2 pugs; Dec 2026 0\.145 over 2 pugs\.$/,
  });
  expect(within(months).getAllByTestId('month-bar')).toHaveLength(2);
  expect(within(months).getByTestId('coin-flip')).toBeTruthy();
  const [bandsToggle, monthsToggle] = screen.getAllByRole('button', { name: 'Show as a table' });
  await user.click(bandsToggle!);
  const bands = screen.getByRole('table', { name: 'Sixes: predicted and actual by band of predicted BLU chance' });
  expect(within(bands).getAllByRole('row')).toHaveLength(11);
  expect(within(bands).getByRole('row', { name: /^60–70 %/ }).textContent).toBe('60–70 %260 %50 %');
  expect(within(bands).getByRole('row', { name: /^0–10 %/ }).textContent).toBe('0–10 %0––');
  await user.click(monthsToggle!);
  const perMonth = screen.getByRole('table', { name: 'Sixes prediction scores per month (UTC), oldest first' });
  expect(
    within(perMonth)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual(['MonthPugsBrierLog loss', `Nov 202620.260${sixes.months[0]!.logLoss.toFixed(3)}`, `Dec 202620.145${sixes.months[1]!.logLoss.toFixed(3)}`]);
});

it('names no player and links back to the statistics', async () => {
  renderPage();
  await screen.findByRole('table', { name: 'Sixes predictions in short' });
  expect(screen.queryAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/statistics']);
});

it('switches format through the URL, says when a format has nothing yet, and falls back on a bad address', async () => {
  const user = userEvent.setup({ delay: null });
  renderPage('/calibration?format=nope');
  await screen.findByRole('img', { name: /^Sixes: predicted BLU chance/ });
  expect(asked.at(-1)).toBe('?format=sixes');
  await user.selectOptions(screen.getByLabelText('Format'), 'hl');
  await waitFor(() => expect(asked.at(-1)).toBe('?format=hl'));
  expect(
    await screen.findByText('No finished Highlander pugs with a predicted chance yet. 3 older pugs finished before predictions were kept and are not counted.'),
  ).toBeTruthy();
  expect(screen.queryByRole('img')).toBeNull();
});
