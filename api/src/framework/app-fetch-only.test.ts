/**
 * Security review, round 2, items 2 and 7: the GETs that change state (the route table's
 * `changesState`) refuse a link, a navigation, an <img>, a sibling subdomain and any request
 * without the api client's header, and still work from the site's own fetch. Real app, real
 * HTTP (node:http, since fetch always says Sec-Fetch-Mode: cors).
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_REQUEST_HEADER, routes, type CustomSeason, type RouteName } from '@pug/domain';
import { signIn } from '../auth/testing.ts';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { FEATURES } from '../features.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const PLAYER = '76561198000000901';
const ADMIN = '76561198000000902';
const SITE = 'https://pugs.example.com';

let database: Database;
let server: TestServer;
const cookies: Record<string, string> = {};
let seasonId = '';

/** A GET exactly as a browser would send it (any headers, Sec-Fetch-* included). */
function get(path: string, headers: Record<string, string>, method = 'GET'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Each state-changing GET: who calls it, where, and what it would change. */
const changing: Record<string, { who: () => string; path: () => string; changed: () => Promise<boolean> }> = {
  finishTutorial: {
    who: () => PLAYER,
    path: () => '/api/finishTutorial',
    changed: async () => (await database.collections.users.findOne({ _id: PLAYER }))?.completeTutorial === true,
  },
  dismissNotification: {
    who: () => PLAYER,
    path: () => '/api/dismissNotification/n1',
    changed: async () => (await database.collections.notifications.findOne({ _id: 'n1' }))?.dismissed === true,
  },
  approveCustomSeason: {
    who: () => ADMIN,
    path: () => `/api/customSeason/${seasonId}/approve`,
    changed: async () => (await database.collections.customSeasons.findOne({ _id: seasonId }))?.approved === true,
  },
  refreshHistory: {
    who: () => ADMIN,
    path: () => `/api/refreshHistory?id=${PLAYER}`,
    changed: async () => (await database.collections.auditLog.countDocuments({ action: 'refreshHistory' })) > 0,
  },
};

const APP = { [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value };
const attacks: [string, Record<string, string>][] = [
  ['a link or typed address (no header, no Sec-Fetch-*)', {}],
  ['a navigation', { ...APP, 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Dest': 'document' }],
  ['an <img> on the site', { ...APP, 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Dest': 'image' }],
  ['an <img> on a sibling subdomain', { 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Dest': 'image' }],
  ['a same-site request with the header but no Origin', { ...APP, 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Dest': 'empty' }],
  ['a fetch from a foreign origin', { ...APP, Origin: 'https://evil.example.com', 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Site': 'cross-site' }],
  ['a bookmark (Sec-Fetch-Site: none)', { ...APP, 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Site': 'none', 'Sec-Fetch-Dest': 'empty' }],
  ['the site’s fetch without the header', { 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Dest': 'empty' }],
];

beforeAll(async () => {
  database = await openTestDatabase();
  server = await startTestServer({
    env: { SITE_ORIGINS: SITE },
    deps: { db: database, collections: database.collections, features: FEATURES },
  });
  cookies[PLAYER] = (await signIn(server.url, PLAYER, { alias: 'Player' })).cookie;
  cookies[ADMIN] = (await signIn(server.url, ADMIN, { alias: 'Admin', admin: true })).cookie;
  await database.collections.users.updateOne({ _id: PLAYER }, { $set: { missingRoles: [], completeTutorial: false } });
  await database.collections.notifications.insertOne({ _id: 'n1', steamid: PLAYER, msg: 'Hello', variant: 'info', timestamp: 1, dismissed: false });
  const asked = await fetch(`${server.url}/api/customSeason`, {
    method: 'POST',
    headers: { cookie: cookies[PLAYER], 'Content-Type': 'application/json' },
    body: JSON.stringify({
      teamUrl: 'https://etf2l.org/teams/1',
      seasonId: '41',
      startedAt: '2025-02-01',
      formatName: 'Sixes',
      role: 'medic',
      divisionName: 'Open',
      steamid: PLAYER,
    }),
  });
  expect(asked.status).toBe(200);
  seasonId = (await database.collections.customSeasons.findOne({ steamid: PLAYER }))!._id;
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe('state-changing GETs', () => {
  it('are exactly the routes the table marks, each with a case here', () => {
    const marked = Object.entries(routes)
      .filter(([, spec]) => 'changesState' in spec && spec.changesState)
      .map(([name]) => name as RouteName);
    expect(marked.sort()).toEqual(Object.keys(changing).sort());
  });

  for (const [name, route] of Object.entries(changing)) {
    it.each(attacks)(`${name}: refuses %s with 403 JSON and changes nothing`, async (_, headers) => {
      const res = await get(route.path(), { ...headers, cookie: cookies[route.who()]! });
      expect(res.status).toBe(403);
      expect(JSON.parse(res.body)).toEqual({ error: { code: 'APP_FETCH_REQUIRED', message: expect.any(String) } });
      expect(await route.changed()).toBe(false);
    });
  }

  it('refuses the variants the router also serves: a trailing slash, HEAD', async () => {
    const navigation = { cookie: cookies[PLAYER]!, 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' };
    expect((await get('/api/finishTutorial/', navigation)).status).toBe(403);
    expect((await get('/API/finishTutorial', navigation)).status).toBe(403);
    expect((await get('/api/finishTutorial', navigation, 'HEAD')).status).toBe(403);
    expect(await changing.finishTutorial!.changed()).toBe(false);
  });

  it('work from the site’s own fetch: same origin, or a configured site origin naming itself', async () => {
    const sameOrigin = { ...APP, 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Dest': 'empty' };
    const fromSite = { ...APP, Origin: SITE, 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Dest': 'empty' };
    for (const [name, route] of Object.entries(changing)) {
      const headers = name === 'approveCustomSeason' ? fromSite : sameOrigin;
      const res = await get(route.path(), { ...headers, cookie: cookies[route.who()]! });
      expect({ name, status: res.status }).toEqual({ name, status: 200 });
      expect(await route.changed()).toBe(true);
    }
    const approved = await database.collections.customSeasons.findOne({ _id: seasonId });
    expect(approved).toMatchObject<Partial<CustomSeason>>({ approved: true });
  });

  it('still serve read-only GETs to anyone (a link to a profile is fine)', async () => {
    expect((await get('/api/queues', { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'none', 'Sec-Fetch-Dest': 'document' })).status).toBe(200);
  });
});
