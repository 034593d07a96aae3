import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { FakeApi, renderWithPlatform } from '@pug/platform/testing';
import App from './App.tsx';
import { selfOf } from './testing/fixtures.ts';

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
  api.install();
  api.on('GET /api/admin/players', () => ({ players: [], total: 0, page: 1, pageSize: 25 }));
  api.on('GET /api/maps/', () => []);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('shows admins the admin sections, each linked', async () => {
  api.on('GET /api/self/', () => selfOf());
  renderWithPlatform(<App basePath="/admin" />, { path: '/admin/maps', routePath: '/admin/*' });
  const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
  const links = within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
  expect(links).toEqual([
    ['Players', '/admin/players'],
    ['Appeals', '/admin/appeals'],
    ['Reports', '/admin/reports'],
    ['Experience requests', '/admin/xp-requests'],
    ['Maps', '/admin/maps'],
    ['Servers', '/admin/servers'],
    ['Notifications', '/admin/notifications'],
    ['Announcements', '/admin/announcements'],
    ['Chat filter', '/admin/chat-words'],
    ['Audit log', '/admin/audit'],
  ]);
  expect(await screen.findByRole('heading', { name: 'Maps' })).toBeTruthy();
});

it('shows a not-found page for an unknown admin path', async () => {
  api.on('GET /api/self/', () => selfOf());
  renderWithPlatform(<App basePath="/admin" />, { path: '/admin/nonsense', routePath: '/admin/*' });
  expect(await screen.findByText('Page not found')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to the admin area' }).getAttribute('href')).toBe('/admin');
});

it('never shows admin navigation to a player or a visitor', async () => {
  api.on('GET /api/self/', () => selfOf({ isAdmin: false, alias: 'Pleb' }));
  renderWithPlatform(<App basePath="/admin" />, { path: '/admin/players', routePath: '/admin/*' });
  expect(await screen.findByText('Admins only')).toBeTruthy();
  expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
  expect(api.calls('GET /api/admin/players')).toHaveLength(0);
  cleanup();
  api.on('GET /api/self/', () => ({ status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } } }));
  renderWithPlatform(<App basePath="/admin" />, { path: '/admin', routePath: '/admin/*' });
  expect(await screen.findByText('Admins only')).toBeTruthy();
  expect(screen.queryByRole('navigation')).toBeNull();
});
