import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FakeApi, renderWithPlatform } from '@pug/platform/testing';
import { serverFixture } from '../testing/fixtures.ts';
import { ServersPage } from './ServersPage.tsx';
import type { AdminServer } from './types.ts';

const chicago: AdminServer = serverFixture({ query: null });
let api: FakeApi;
let servers: AdminServer[];

beforeEach(() => {
  servers = [chicago];
  api = new FakeApi()
    .on('GET /api/servers/', () => servers)
    .on('DELETE /api/servers/s1', () => {
      servers = [];
      return { ok: true };
    });
  api.install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('asks in the design system dialog before removing a server (no window.confirm)', async () => {
  const confirm = vi.fn(() => true);
  vi.stubGlobal('confirm', confirm);
  renderWithPlatform(<ServersPage />, { path: '/admin/servers', routePath: '/admin/servers' });
  fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove Chicago 1?' });
  // Cancel removes nothing.
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.calls('DELETE /api/servers/s1')).toHaveLength(0);
  // Confirmed, the server goes.
  fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Remove Chicago 1?' })).getByRole('button', { name: 'Remove server' }));
  await waitFor(() => expect(api.calls('DELETE /api/servers/s1')).toHaveLength(1));
  expect(await screen.findByText('No servers yet. Add one so pugs can be played.')).toBeTruthy();
  expect(confirm).not.toHaveBeenCalled();
});

it('ends a serveme.tf reservation after the dialog, through POST /api/servers/{id}/endReservation', async () => {
  const reserved = serverFixture({
    _id: 'serveme-p1',
    name: 'serveme #1500050 Chicago #2',
    enabled: false,
    reservation: { id: 1500050, instance: 'https://na.serveme.tf', endsAt: Date.now() + 3_600_000, ending: false },
  });
  servers = [reserved];
  api.on('POST /api/servers/serveme-p1/endReservation', () => {
    servers = [{ ...reserved, reservation: { ...reserved.reservation!, ending: true } }];
    return servers[0];
  });
  renderWithPlatform(<ServersPage />, { path: '/admin/servers', routePath: '/admin/servers' });
  fireEvent.click(await screen.findByRole('button', { name: 'End reservation' }));
  const dialog = await screen.findByRole('dialog', { name: 'End the serveme.tf reservation of serveme #1500050 Chicago #2?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'End reservation' }));
  await waitFor(() => expect(api.calls('POST /api/servers/serveme-p1/endReservation')).toHaveLength(1));
  expect(await screen.findByText('serveme #1500050, ending')).toBeTruthy();
});
