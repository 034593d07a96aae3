/** Custom season requests against floods and races, through the real routes. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProfileResponse, SelfResponse } from '@pug/domain';
import { signIn } from '../auth/testing.ts';
import { FEATURES } from '../features.ts';
import type { Database } from '../db/index.ts';
import { openTestDatabase, userDoc } from '../db/testing.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { playerCaller } from './testing.ts';

const RACER = '76561198000000821';
const TWIN = '76561198000000822';
const FLOODER = '76561198000000823';
const BANNED = '76561198000000824';
const ADMIN = '76561198000000829';

let database: Database;
let server: TestServer;
const cookies: Record<string, string> = {};
const call = playerCaller(() => server, cookies);

const request = (steamid: string, over: Record<string, unknown> = {}) => ({
  teamUrl: 'https://etf2l.org/teams/4242',
  seasonId: '41',
  startedAt: '2025-02-01',
  formatName: 'Sixes',
  role: 'medic',
  divisionName: 'Advanced',
  steamid,
  ...over,
});

beforeAll(async () => {
  database = await openTestDatabase();
  await database.collections.users.insertMany([RACER, TWIN, FLOODER, BANNED].map((id) => userDoc(id, { alias: `P${id.slice(-2)}` })));
  server = await startTestServer({ deps: { db: database, collections: database.collections, features: FEATURES } });
  for (const id of [RACER, TWIN, FLOODER, BANNED]) cookies[id] = (await signIn(server.url, id, { alias: `P${id.slice(-2)}` })).cookie;
  cookies[ADMIN] = (await signIn(server.url, ADMIN, { alias: 'Admin', admin: true })).cookie;
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

it('30 different requests at once leave at most 10 waiting', async () => {
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) => call('POST', '/api/customSeason', RACER, request(RACER, { seasonId: String(100 + i) }))),
  );
  const bodies = await Promise.all(answers.map(async (r) => `${r.status} ${await r.text()}`));
  expect(bodies.filter((b) => !/^(200|409|429) /.test(b))).toEqual([]);
  const pending = await database.collections.customSeasons.countDocuments({ steamid: RACER, approved: false });
  expect(pending).toBeGreaterThan(0);
  expect(pending).toBeLessThanOrEqual(10);
  expect(answers.filter((r) => r.status === 200)).toHaveLength(pending);
});

it('8 identical requests at once store one season', async () => {
  const answers = await Promise.all(Array.from({ length: 8 }, () => call('POST', '/api/customSeason', TWIN, request(TWIN))));
  expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
  expect(await database.collections.customSeasons.countDocuments({ steamid: TWIN })).toBe(1);
});

it('request+delete cycles are cut at the hourly rate (429), admins get one collapsed notification, and an appeal stays visible', async () => {
  // An important notification first: a banned player appeals.
  await call('POST', '/api/banPlayer/', ADMIN, { userId: BANNED, isBan: true, date: Date.now(), reason: 'Toxic chat' });
  expect((await call('POST', '/api/appealBan/', BANNED, { reason: 'It was a joke among friends' })).status).toBe(200);

  const statuses: number[] = [];
  for (let i = 0; i < 200; i++) {
    const res = await call('POST', '/api/customSeason', FLOODER, request(FLOODER, { seasonId: String(i) }));
    statuses.push(res.status);
    if (res.status !== 200) continue;
    const id = ((await res.json()) as ProfileResponse).seasons.find((s) => s.source === 'custom')!._id;
    expect((await call('DELETE', `/api/customSeason/${id}`, FLOODER)).status).toBe(200);
  }
  expect(statuses.filter((s) => s === 200)).toHaveLength(20);
  expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
  const refused = await call('POST', '/api/customSeason', FLOODER, request(FLOODER, { seasonId: '999' }));
  expect(refused.status).toBe(429);
  expect(await refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });

  const self = (await (await call('GET', '/api/self/', ADMIN)).json()) as SelfResponse;
  expect(self.notifications.some((n) => n.msg.includes('appealed their ban'))).toBe(true);
  const xp = self.notifications.filter((n) => n.url === '/admin/xp-requests');
  // One notification stands for every request of this file (the racers' and the flooder's 20).
  const created = await database.collections.xpRequestLog.countDocuments({});
  expect(xp.map((n) => n.msg)).toEqual([`${created} new experience requests`]);
});

it('routine notifications never push an important one out of the list', async () => {
  const routine = Array.from({ length: 80 }, (_, i) => ({
    _id: `routine-${i}`,
    steamid: ADMIN,
    msg: `routine ${i}`,
    variant: 'info' as const,
    timestamp: Date.now() + i,
    dismissed: false,
    routine: true,
  }));
  await database.collections.notifications.insertMany(routine);
  const self = (await (await call('GET', '/api/self/', ADMIN)).json()) as SelfResponse;
  expect(self.notifications).toHaveLength(50);
  expect(self.notifications.some((n) => n.msg.includes('appealed their ban'))).toBe(true);
  expect(self.notifications[0]!.msg).toBe('routine 79');
});
