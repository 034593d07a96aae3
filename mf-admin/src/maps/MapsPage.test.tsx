import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@pug/platform/testing';
import type { MapsResponse } from '@pug/domain';
import { withFakeApi } from '../testing/setup.ts';
import { MapsPage } from './MapsPage.tsx';

const t = withFakeApi();
const pool: MapsResponse = [
  { _id: 'cp_process_final', name: 'cp_process_final', formats: ['SIXES'], isActive: true, configs: { SIXES: { config: 'etf2l_6v6_5cp', whitelistId: null } } },
  {
    _id: 'pl_upward',
    name: 'pl_upward',
    formats: ['HIGHLANDER', 'PROLANDER'],
    isActive: true,
    configs: { HIGHLANDER: { config: 'etf2l_9v9_stopwatch', whitelistId: null }, PROLANDER: { config: 'rgl_7s_stopwatch', whitelistId: 99 } },
  },
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
  t.api.on('POST /api/maps/', () => [...pool, { _id: 'koth_product_final', name: 'koth_product_final', formats: ['SIXES'], isActive: true, configs: {} }]);
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

describe("a map's config per format", () => {
  const edited: MapsResponse = pool.map((m) =>
    m._id === 'pl_upward' ? { ...m, configs: { ...m.configs, HIGHLANDER: { config: 'rgl_HL_stopwatch', whitelistId: 4321 } } } : m,
  );

  it('shows each pool’s config and whitelist, and edits one with the keyboard, refusing an injection or a path before sending', async () => {
    t.api.on('GET /api/maps/', () => pool);
    t.api.on('PUT /api/maps/pl_upward', () => edited);
    const user = userEvent.setup();
    renderWithPlatform(<MapsPage />, { path: '/admin/maps', routePath: '/admin/maps' });
    const hl = await screen.findByRole('table', { name: 'Highlander map pool' });
    expect(within(hl).getByText('etf2l_9v9_stopwatch')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Prolander map pool' })).getByText(/whitelist 99/)).toBeTruthy();

    within(hl).getByRole('button', { name: 'Edit config of pl_upward (Highlander)' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Config of pl_upward (Highlander)' });
    const config = within(dialog).getByLabelText(/Config to exec/);
    expect((config as HTMLInputElement).value).toBe('etf2l_9v9_stopwatch');

    for (const bad of ['etf2l_9v9;rcon_password x', '../../server', 'etf2l 9v9', '"cfg"']) {
      await user.clear(config);
      await user.type(config, bad);
      await user.keyboard('{Enter}');
      expect(within(dialog).getByText(/Must be a cfg name/)).toBeTruthy();
    }
    await user.clear(config);
    await user.type(config, 'rgl_HL_stopwatch');
    await user.type(within(dialog).getByLabelText(/Whitelist id/), '12; quit');
    await user.keyboard('{Enter}');
    expect(within(dialog).getByText(/positive whole number/)).toBeTruthy();
    expect(t.api.calls('PUT /api/maps/pl_upward')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/Whitelist id/));
    await user.type(within(dialog).getByLabelText(/Whitelist id/), '4321{Enter}');
    await waitFor(() =>
      expect(t.api.calls('PUT /api/maps/pl_upward').map((c) => c.body)).toEqual([
        { configs: { HIGHLANDER: { config: 'rgl_HL_stopwatch', whitelistId: 4321 } } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Config of pl_upward/ })).toBeNull());
    expect(await within(screen.getByRole('table', { name: 'Highlander map pool' })).findByText('rgl_HL_stopwatch')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Highlander map pool' })).getByText(/whitelist 4321/)).toBeTruthy();
    expect(await screen.findByText('pl_upward runs rgl_HL_stopwatch in Highlander')).toBeTruthy();
  });

  it('keeps the dialog open with an error toast when the api refuses', async () => {
    t.api.on('GET /api/maps/', () => pool);
    t.api.on('PUT /api/maps/cp_process_final', () => ({ status: 404, json: { error: { code: 'NOT_FOUND', message: 'No map cp_process_final' } } }));
    const user = userEvent.setup();
    renderWithPlatform(<MapsPage />, { path: '/admin/maps', routePath: '/admin/maps' });
    await user.click(await screen.findByRole('button', { name: 'Edit config of cp_process_final (Sixes)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Config of cp_process_final (Sixes)' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No map cp_process_final')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Config of cp_process_final (Sixes)' })).toBeTruthy();
  });
});
