import { expect, it } from 'vitest';
import { routePath, routes } from './routes.ts';

it('lists every spec §7 call once', () => {
  const keys = Object.values(routes).map((r) => `${r.method} ${r.path}`);
  expect(new Set(keys).size).toBe(keys.length);
  expect(keys).toContain('POST /api/queueRole');
  expect(keys).toContain('POST /api/deleteBan/');
  expect(keys).toHaveLength(49);
  expect(keys).toContain('GET /api/ladder');
});
it('guards admin actions', () => {
  for (const name of [
    'banPlayer',
    'deleteBan',
    'deleteMap',
    'addMap',
    'deleteReport',
    'approveCustomSeason',
    'servers',
    'addServer',
    'editServer',
    'removeServer',
    'queryServer',
    'adminPlayers',
    'adminPlayer',
    'appeals',
    'acceptAppeal',
    'rejectAppeal',
    'handleReport',
    'auditLog',
    'cancelPug',
    'allReports',
    'captain',
  ] as const) {
    expect(routes[name].auth).toBe('admin');
  }
});
it('lists the server routes: the list public, the rest admin only', () => {
  expect(routes.serverList.auth).toBe('public');
  expect(`${routes.editServer.method} ${routePath('editServer', { id: 's1' })}`).toBe('PUT /api/servers/s1');
  expect(routePath('queryServer', { id: 's1' })).toBe('/api/servers/s1/query');
});
it('fills path parameters', () => {
  expect(routePath('acceptSub', { id: 'p 1' })).toBe('/api/acceptSub/p%201');
  expect(() => routePath('pug')).toThrow(/id/);
});
it('marks the GETs whose handler writes (they accept only the site’s own fetch)', () => {
  const marked = Object.entries(routes)
    .filter(([, spec]) => 'changesState' in spec && spec.changesState)
    .map(([name]) => name)
    .sort();
  expect(marked).toEqual(['approveCustomSeason', 'dismissNotification', 'finishTutorial', 'refreshHistory']);
  for (const name of marked) expect(routes[name as keyof typeof routes].method).toBe('GET');
});
