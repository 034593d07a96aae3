import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeApi, renderWithPlatform } from '@pug/platform/testing';
import EloChart from './EloChart.tsx';

// happy-dom has no canvas to draw on: the chart library is stood in for by a bare canvas with the
// props the component gives it (the real chart is drawn in the Playwright run).
vi.mock('react-chartjs-2', () => ({
  Line: (props: { role?: string; 'aria-label'?: string; data: { datasets: { data: number[] }[] } }) => (
    <canvas role={props.role} aria-label={props['aria-label']} data-points={props.data.datasets[0]!.data.join(',')} />
  ),
}));

const ID = '76561198000000321';
beforeEach(() => {
  new FakeApi()
    .on(`GET /api/profile/${ID}/elo`, () => [
      { at: Date.UTC(2026, 0, 1), elo: 1500.2, pugId: 'p1' },
      { at: Date.UTC(2026, 0, 2), elo: 1516.7, pugId: 'p2' },
    ])
    .install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('draws a chart summarised for screen readers, with the same points as a table on request', async () => {
  const user = userEvent.setup();
  renderWithPlatform(<EloChart steamid={ID} format="sixes" role="medic" />);
  const chart = await screen.findByRole('img', { name: /^Elo in Sixes Medic over 2 pugs, from 1500 .* to 1517 .*; lowest 1500, highest 1517\.$/ });
  expect(chart.getAttribute('data-points')).toBe('1500,1517');
  await user.click(screen.getByRole('button', { name: 'Show as a table' }));
  const table = screen.getByRole('table', { name: 'Elo in Sixes Medic, oldest first' });
  expect(
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.lastElementChild?.textContent),
  ).toEqual(['1500', '1517']);
  expect(within(table).getAllByRole('link')[1]!.getAttribute('href')).toBe('/pugs/p2');
});
