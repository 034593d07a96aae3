import { describe, expect, it } from 'vitest';
import { pathOf, routes } from './routes.ts';

it('lists every docs/product.md "HTTP routes" call once', () => {
  const keys = Object.values(routes).map((r) => `${r.method} ${r.path}`);
  expect(new Set(keys).size).toBe(keys.length);
  expect(keys).toContain('POST /api/queueRole');
  expect(keys).toContain('POST /api/deleteBan/');
  expect(keys).toHaveLength(108);
  expect(keys).toContain('GET /api/ladder');
});
it('guards admin actions', () => {
  for (const name of [
    'banPlayer',
    'deleteBan',
    'deleteMap',
    'addMap',
    'editMap',
    'uploadMapImage',
    'deleteReport',
    'approveCustomSeason',
    'rejectCustomSeason',
    'servers',
    'addServer',
    'editServer',
    'removeServer',
    'queryServer',
    'endServerReservation',
    'adminPlayers',
    'adminPlayer',
    'adminPlayerRatings',
    'adjustRating',
    'appeals',
    'acceptAppeal',
    'rejectAppeal',
    'handleReport',
    'auditLog',
    'cancelPug',
    'endPugWithScore',
    'pugAutoSub',
    'forceSub',
    'reinitializePugServer',
    'reassignPugServer',
    'pugRcon',
    'allReports',
    'captain',
    'adminAnnouncements',
    'addAnnouncement',
    'editAnnouncement',
    'deleteAnnouncement',
  ] as const) {
    expect(routes[name].auth).toBe('admin');
  }
});
it('lists the server routes: the list public, the rest admin only', () => {
  expect(routes.serverList.auth).toBe('public');
  expect(`${routes.editServer.method} ${pathOf(routes.editServer, { id: 's1' })}`).toBe('PUT /api/servers/s1');
  expect(pathOf(routes.queryServer, { id: 's1' })).toBe('/api/servers/s1/query');
});
describe('pathOf', () => {
  it('fills each path parameter, encoded as one segment', () => {
    expect(pathOf(routes.acceptSub, { id: 'p 1' })).toBe('/api/acceptSub/p%201');
    expect(pathOf(routes.approveCustomSeason, { id: 'abc' })).toBe('/api/customSeason/abc/approve');
    expect(pathOf(routes.pug, { id: '../self/?x=1#' })).toBe('/api/pug/..%2Fself%2F%3Fx%3D1%23');
  });

  it('gives a path without parameters as it is', () => {
    expect(pathOf(routes.xpRequests)).toBe('/api/xpRequests/');
    expect(pathOf(routes.self)).toBe('/api/self/');
  });

  it('refuses a missing parameter', () => {
    // @ts-expect-error -- the type requires the id; the check holds at run time too
    expect(() => pathOf(routes.pug)).toThrow(/"id"/);
    expect(() => pathOf(routes.pug, {} as { id: string })).toThrow(/"id"/);
  });
});
it('marks the GETs whose handler writes (they accept only the site’s own fetch)', () => {
  const marked = Object.entries(routes)
    .filter(([, spec]) => 'changesState' in spec && spec.changesState)
    .map(([name]) => name)
    .sort();
  expect(marked).toEqual(['approveCustomSeason', 'dismissNotification', 'finishTutorial', 'refreshHistory']);
  for (const name of marked) expect(routes[name as keyof typeof routes].method).toBe('GET');
});
