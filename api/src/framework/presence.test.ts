/**
 * Two api processes on a real Redis (Debian's redis-server) with a raw subscriber on every
 * channel: presence questions cross as Steam IDs only, and a socket's handshake keeps no
 * credential, so even a fetchSockets() answer (old code, or anything publishing on that Redis)
 * carries no session cookie.
 */
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/session-cookie.ts';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { FEATURES } from '../features.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { eventually, steamidOf, TestPlayer } from '../testing/loop-site.ts';
import { presentPlayers } from './presence.ts';
import { startRedisServer, type TestRedis } from './redis-testing.ts';

let redis: TestRedis;
let db: Database;
let spy: ReturnType<typeof createClient>;
const wire: string[] = [];
const servers: TestServer[] = [];
let player: TestPlayer;

beforeAll(async () => {
  redis = await startRedisServer();
  spy = createClient({ url: redis.url });
  await spy.connect();
  await spy.pSubscribe('*', (message) => wire.push(message.toString('latin1')), true);
  db = await openTestDatabase();
  const deps = { db, collections: db.collections, features: FEATURES };
  for (let i = 0; i < 2; i++) servers.push(await startTestServer({ env: { REDIS_URL: redis.url, QUEUE_AWAY_MS: '0' }, deps }));
  player = await TestPlayer.signIn(servers[1]!.url, steamidOf(9501));
}, 30_000);

afterAll(async () => {
  player?.close();
  for (const s of servers.reverse()) await s.close();
  await db?.close();
  await spy?.close();
  await redis?.stop();
});

/** Every message seen on Redis is free of the player's session cookie and of any Cookie header. */
function expectNoCookieOnTheWire(): void {
  const token = player.cookie.split('=')[1]!;
  for (const message of wire) {
    expect(message).not.toContain(token);
    expect(message).not.toContain(SESSION_COOKIE);
    expect(message.toLowerCase()).not.toContain('cookie');
  }
}

describe('presence across api processes', () => {
  it('answers which players have a page open on another process, with Steam IDs only', async () => {
    const [a] = servers as [TestServer, TestServer];
    const nobody = steamidOf(9502);
    const present = await presentPlayers(a.io, [player.steamid, nobody]);
    expect([...present]).toEqual([player.steamid]);
    await eventually(() => wire.some((m) => m.includes(player.steamid)), 2000, 'the question on the wire');
    expectNoCookieOnTheWire();
  });

  it("keeps no credential in a socket's handshake, so not even fetchSockets() carries one through Redis", async () => {
    const [a, b] = servers as [TestServer, TestServer];
    const local = await b.io.local.fetchSockets();
    expect(local).toHaveLength(1);
    expect(local[0]!.data.steamid).toBe(player.steamid);
    expect(local[0]!.handshake.headers.cookie).toBeUndefined();
    const before = wire.length;
    const remote = await a.io.fetchSockets();
    expect(remote.map((s) => s.data.steamid)).toEqual([player.steamid]);
    expect(remote[0]!.handshake.headers).not.toHaveProperty('cookie');
    expect(wire.length).toBeGreaterThan(before);
    expectNoCookieOnTheWire();
  });
});
