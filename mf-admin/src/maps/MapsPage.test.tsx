import { expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@pug/platform/testing';
import type { MapsResponse } from '@pug/domain';
import { withFakeApi } from '../testing/setup.ts';
import { MapsPage } from './MapsPage.tsx';

const t = withFakeApi();
const pool: MapsResponse = [
  { _id: 'cp_process_final', name: 'cp_process_final', formats: ['SIXES'], isActive: true },
  { _id: 'pl_upward', name: 'pl_upward', formats: ['HIGHLANDER', 'PROLANDER'], isActive: true },
];

it('shows the pool per format with image names', async () => {
  t.api.on('GET /api/maps/', () => pool);
  renderWithPlatform(<MapsPage />, { path: '/admin/maps', routePath: '/admin/maps' });
  const sixes = await screen.findByRole('table', { name: 'Sixes map pool' });
  expect(within(sixes).getByText('cp_process')).toBeTruthy();
  expect(within(screen.getByRole('table', { name: 'Prolander map pool' })).getAllByText('pl_upward')).toHaveLength(2); // name and image name
});

it('adds a map by the map-name rule, refusing a bad name and no pool first', async () => {
  t.api.on('GET /api/maps/', () => pool);
  t.api.on('POST /api/maps/', () => [...pool, { _id: 'koth_product_final', name: 'koth_product_final', formats: ['SIXES'], isActive: true }]);
  renderWithPlatform(<MapsPage />, { path: '/admin/maps', routePath: '/admin/maps' });
  const form = await screen.findByRole('form', { name: 'Add a map' });
  await userEvent.type(within(form).getByLabelText(/Map name/), 'product');
  await userEvent.click(within(form).getByRole('button', { name: 'Add map' }));
  expect(within(form).getByRole('alert').textContent).toMatch(/Map name: must be a map name/);
  await userEvent.clear(within(form).getByLabelText(/Map name/));
  await userEvent.type(within(form).getByLabelText(/Map name/), 'koth_product_final');
  expect(within(form).getByText('Image: koth_product')).toBeTruthy();
  await userEvent.click(within(form).getByRole('button', { name: 'Add map' }));
  expect(within(form).getByRole('alert').textContent).toMatch(/Pools: needs at least one format/);
  await userEvent.click(within(form).getByLabelText('Sixes'));
  await userEvent.click(within(form).getByRole('button', { name: 'Add map' }));
  await waitFor(() => expect(t.api.calls('POST /api/maps/').map((c) => c.body)).toEqual([{ name: 'koth_product_final', formats: ['SIXES'] }]));
  expect(await within(screen.getByRole('table', { name: 'Sixes map pool' })).findByText('koth_product_final')).toBeTruthy();
});

it('deletes a map after confirmation', async () => {
  t.api.on('GET /api/maps/', () => pool);
  t.api.on('DELETE /api/maps/pl_upward', () => pool.slice(0, 1));
  renderWithPlatform(<MapsPage />, { path: '/admin/maps', routePath: '/admin/maps' });
  await userEvent.click(await screen.findByRole('button', { name: 'Delete pl_upward (Highlander)' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete pl_upward?' })).getByRole('button', { name: 'Delete map' }));
  await waitFor(() => expect(screen.getAllByText('No maps in this pool.')).toHaveLength(2));
});
