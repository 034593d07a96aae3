/**
 * Who is here, across two api processes on a real Redis (Debian's redis-server): a player counts
 * once however many tabs they have open in either process, the count reaches every page (signed
 * out too) at most once per broadcast interval, visitors get the count only, signed-in players the
 * names with admins first and marked.
 */
import type { OnlineResponse } from '@pug/domain';
import { io as ioClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { siteFeatures } from '../features.ts';
import { startRedisServer, type TestRedis } from '../framework/redis-testing.ts';
import { eventually, steamidOf, TestPlayer } from '../testing/loop-site.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const BROADCAST_MS = 400;
let redis: TestRedis;
let db: Database;
const servers: TestServer[] = [];
const open: { close(): void }[] = [];
let watcher: Socket;
const counts: { at: number; count: number }[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  db = await openTestDatabase();
  const deps = { db, collections: db.collections, features: siteFeatures({ online: { broadcastMs: BROADCAST_MS } }) };
  for (let i = 0; i < 2; i++) servers.push(await startTestServer({ env: { REDIS_URL: redis.url }, deps }));
  // A visitor's page (no cookie) on the first process.
  watcher = ioClient(servers[0]!.url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
  watcher.on('online', ({ count }: { count: number }) => counts.push({ at: Date.now(), count }));
  await new Promise<void>((resolve) => watcher.once('connect', () => resolve()));
}, 30_000);

afterAll(async () => {
  watcher?.close();
  for (const o of open) o.close();
  for (const s of servers.reverse()) await s.close();
  await db?.close();
  await redis?.stop();
});

const online = async (server: TestServer, cookie?: string): Promise<OnlineResponse> =>
  (await fetch(`${server.url}/api/online`, { headers: cookie ? { cookie } : {} })).json() as Promise<OnlineResponse>;

describe('who is here', () => {
  let player: TestPlayer;
  let admin: TestPlayer;

  it('counts each player once across tabs and api processes; the names only for signed-in viewers', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    expect(await online(a)).toEqual({ count: 0 });
    player = await TestPlayer.signIn(a.url, steamidOf(8601));
    const secondTab = new TestPlayer(b.url, player.steamid);
    secondTab.cookie = player.cookie;
    await secondTab.connect();
    admin = await TestPlayer.signIn(b.url, steamidOf(8602), { admin: true });
    open.push(player, secondTab, admin);

    await eventually(async () => (await online(a)).count === 2, 3000, 'two online');
    expect(await online(a)).toEqual({ count: 2 });
    expect(await online(b, player.cookie)).toEqual({
      count: 2,
      players: [
        { steamid: admin.steamid, alias: `P${admin.steamid.slice(-4)}`, isAdmin: true },
        { steamid: player.steamid, alias: `P${player.steamid.slice(-4)}`, isAdmin: false },
      ],
    });
    // The visitor's page hears the count, from whichever process saw the change.
    await eventually(() => counts.at(-1)?.count === 2, 3000, 'the count sent');
  });

  it('sends the count when a player leaves, at most once per interval however many tabs open', async () => {
    const [a] = servers as [TestServer, TestServer];
    admin.close();
    await eventually(() => counts.at(-1)?.count === 1, 3000, 'the admin gone');
    await new Promise((r) => setTimeout(r, BROADCAST_MS + 50));
    const before = counts.length;
    const started = Date.now();
    for (let i = 0; i < 6; i++) {
      const tab = new TestPlayer(a.url, player.steamid);
      tab.cookie = player.cookie;
      await tab.connect();
      open.push(tab);
      tab.close();
    }
    await new Promise((r) => setTimeout(r, 2 * BROADCAST_MS + 200));
    const sent = counts.slice(before);
    const window = Date.now() - started;
    // 12 changes (6 opened, 6 closed); a broadcast at most once per interval, plus the first.
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThanOrEqual(Math.ceil(window / BROADCAST_MS) + 1);
    expect(sent.at(-1)?.count).toBe(1);
    expect(await online(a)).toEqual({ count: 1 });
  });
});
