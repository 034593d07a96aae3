import { expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderWithPlatform } from '@pug/platform/testing';
import { selfOf } from '../testing/fixtures.ts';
import { withFakeApi } from '../testing/setup.ts';
import { NotificationsPage } from './NotificationsPage.tsx';

const t = withFakeApi();

it('lists the stored notifications and appends live ones at the top', async () => {
  t.api.on('GET /api/self/', () =>
    selfOf({ notifications: [{ _id: 'n1', msg: 'Reporter reported Griefer (Griefing)', variant: 'warning', url: '/admin/reports', timestamp: 1000 }] }),
  );
  const { socket } = renderWithPlatform(<NotificationsPage />, { path: '/admin/notifications', routePath: '/admin/notifications' });
  const list = await screen.findByRole('list', { name: 'Admin notifications' });
  expect(await within(list).findByText('Reporter reported Griefer (Griefing)')).toBeTruthy();
  expect(within(list).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/admin/reports');
  act(() => socket.serverEmit('pugNotification', { _id: 'n2', msg: 'No game server is available', variant: 'error', timestamp: 2000 }));
  const items = within(list).getAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual([expect.stringContaining('No game server is available'), expect.stringContaining('Reporter reported')]);
});

it('drops a notification once it is dismissed or dealt with (a handled report), live', async () => {
  t.api.on('GET /api/self/', () =>
    selfOf({ notifications: [{ _id: 'n1', msg: 'Reporter reported Griefer (Griefing)', variant: 'warning', url: '/admin/reports', timestamp: 1000 }] }),
  );
  const { socket } = renderWithPlatform(<NotificationsPage />, { path: '/admin/notifications', routePath: '/admin/notifications' });
  const list = await screen.findByRole('list', { name: 'Admin notifications' });
  expect(await within(list).findByText('Reporter reported Griefer (Griefing)')).toBeTruthy();
  act(() => socket.serverEmit('pugNotificationChange', { _id: 'n1', dismissed: true }));
  expect(within(list).queryByText('Reporter reported Griefer (Griefing)')).toBeNull();
  expect(within(list).getByText('Nothing yet.')).toBeTruthy();
});
