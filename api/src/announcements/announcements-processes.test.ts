/**
 * Announcements across two api processes on a real Redis (Debian's redis-server): an admin posts
 * on one process and a page open on the other gets the banner at once (the Redis adapter fans the
 * emit out), then its removal.
 */
import type { Announcement } from '@pug/domain';
import { io as ioClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { FEATURES } from '../features.ts';
import { startRedisServer, type TestRedis } from '../framework/redis-testing.ts';
import { eventually, steamidOf, TestPlayer } from '../testing/loop-site.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let redis: TestRedis;
let db: Database;
const servers: TestServer[] = [];
let visitor: Socket;
const received: Announcement[][] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  db = await openTestDatabase();
  for (let i = 0; i < 2; i++)
    servers.push(await startTestServer({ env: { REDIS_URL: redis.url }, deps: { db, collections: db.collections, features: FEATURES } }));
  visitor = ioClient(servers[0]!.url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
  visitor.on('announcements', (list: Announcement[]) => received.push(list));
  await new Promise<void>((resolve) => visitor.once('connect', () => resolve()));
}, 30_000);

afterAll(async () => {
  visitor?.close();
  for (const s of servers.reverse()) await s.close();
  await db?.close();
  await redis?.stop();
});

it('reaches a page open on the other api process, as it is posted and as it is deleted', async () => {
  const admin = await TestPlayer.signIn(servers[1]!.url, steamidOf(8451), { admin: true, socket: false });
  const posted = await admin.post('/api/admin/announcements', { text: 'Maintenance at 04:00', expiresAt: Date.now() + 60_000 });
  expect(posted.status).toBe(201);
  await eventually(() => received.at(-1)?.[0]?.text === 'Maintenance at 04:00', 3000, 'the banner on the other process');
  const res = await fetch(`${servers[1]!.url}/api/admin/announcements/${(posted.body as Announcement)._id}`, {
    method: 'DELETE',
    headers: { cookie: admin.cookie },
  });
  expect(res.status).toBe(200);
  await eventually(() => received.at(-1)?.length === 0, 3000, 'the removal on the other process');
});
