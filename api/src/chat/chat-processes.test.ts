/**
 * The queue chat across two api processes on a real Redis (Debian's redis-server): a message posted
 * on one reaches a page open on the other, a player whose only page is on the other process is
 * told of a mention (presence asks every process), and an admin's deletion on one process takes
 * the message off the other's pages.
 */
import type { ChatMessage } from '@pug/domain';
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
let reader: TestPlayer;

beforeAll(async () => {
  redis = await startRedisServer();
  db = await openTestDatabase();
  for (let i = 0; i < 2; i++)
    servers.push(await startTestServer({ env: { REDIS_URL: redis.url }, deps: { db, collections: db.collections, features: FEATURES } }));
  reader = await TestPlayer.signIn(servers[0]!.url, steamidOf(9351));
}, 30_000);

afterAll(async () => {
  reader?.close();
  for (const s of servers.reverse()) await s.close();
  await db?.close();
  await redis?.stop();
});

it('reaches and mentions a player on the other process, and a deletion there takes the message away', async () => {
  const poster = await TestPlayer.signIn(servers[1]!.url, steamidOf(9352), { socket: false });
  const res = await poster.post('/api/chat', { text: `@P${reader.steamid.slice(-4)} are you on the other process?` });
  expect(res.status).toBe(201);
  const message = res.body as ChatMessage;
  await eventually(() => reader.received('chatMessage').some((m) => m._id === message._id), 3000, 'the message on the other process');
  await eventually(() => reader.received('chatMention').some((m) => m.messageId === message._id), 3000, 'the mention on the other process');

  const admin = await TestPlayer.signIn(servers[1]!.url, steamidOf(9353), { admin: true, socket: false });
  const deleted = await fetch(`${servers[1]!.url}/api/admin/chat/messages/${message._id}`, { method: 'DELETE', headers: { cookie: admin.cookie } });
  expect(deleted.status).toBe(200);
  await eventually(() => reader.received('chatDeleted').some((d) => d._id === message._id), 3000, 'the deletion on the other process');
});
