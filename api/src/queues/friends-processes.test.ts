/**
 * Friends across two api processes on one database: two medics, one on each process, mark the same
 * player at once. The lobby's group commit stores each process's write with a compare-and-set on
 * the lobby's version, and a process whose write lost applies its command again to the stored
 * lobby: exactly one medic gets the friend, the other is refused (409), and both processes end
 * with the one pair.
 */
import { afterEach, expect, it } from 'vitest';
import { signIn } from '../auth/testing.ts';
import { openTestDatabase } from '../db/testing.ts';
import type { Database } from '../db/index.ts';
import { FEATURES } from '../features.ts';
import { useRedisServer } from '../testing/redis.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { eventually, steamidOf } from '../testing/loop-site.ts';

const redis = useRedisServer();
/** Without Redis each process sees the other's writes when it next reads the store; with it, at once (framework/peers.ts). */
const MODES = [
  { name: 'one store', env: (): Record<string, string> => ({}) },
  { name: 'one store and Redis', env: (): Record<string, string> => ({ REDIS_URL: redis.url }) },
];
let db: Database | undefined;
const servers: TestServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0).reverse()) await s.close();
  await db?.close();
  db = undefined;
});

async function post(url: string, cookie: string, path: string, body: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', cookie }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

it.each(MODES)('gives the friend to one medic when medics on two processes mark them at once ($name)', async ({ env }) => {
  db = await openTestDatabase();
  const deps = { db, collections: db.collections, features: FEATURES };
  const a = await startTestServer({ deps, env: env() });
  servers.push(a);
  const b = await startTestServer({ deps, env: env() });
  servers.push(b);
  const [medicA, medicB, scout] = [steamidOf(9201), steamidOf(9202), steamidOf(9203)];
  const cookieA = (await signIn(a.url, medicA)).cookie;
  const cookieB = (await signIn(b.url, medicB)).cookie;
  const cookieScout = (await signIn(a.url, scout)).cookie;
  const join = (url: string, cookie: string, steamid: string, role: string) =>
    post(url, cookie, '/api/queueRole', { queueName: 'sixes', role, isQueue: true, userSteamId: steamid });
  expect((await join(a.url, cookieA, medicA, 'medic')).status).toBe(200);
  expect((await join(b.url, cookieB, medicB, 'medic')).status).toBe(200);
  expect((await join(a.url, cookieScout, scout, 'roamerscout')).status).toBe(200);
  const wireOf = async (url: string) => {
    const queues = (await (await fetch(`${url}/api/queues`)).json()) as { name: string; state: { friends?: unknown[]; _queuePlayers: object } }[];
    return queues.find((q) => q.name === 'sixes')!.state;
  };
  // Both processes know all three players before they race.
  await eventually(async () => Object.keys((await wireOf(b.url))._queuePlayers).length === 3, 10_000, 'B sees the three players');

  const [fromA, fromB] = await Promise.all([
    post(a.url, cookieA, '/api/markFriend', { queueName: 'sixes', steamid: scout }),
    post(b.url, cookieB, '/api/markFriend', { queueName: 'sixes', steamid: scout }),
  ]);
  expect([fromA.status, fromB.status].sort()).toEqual([200, 409]);
  const winner = fromA.status === 200 ? medicA : medicB;
  for (const url of [a.url, b.url]) {
    await eventually(
      async () => JSON.stringify((await wireOf(url)).friends) === JSON.stringify([{ medic: winner, friend: scout }]),
      10_000,
      'one pair on each process',
    );
  }
});
