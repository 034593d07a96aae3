/**
 * GET /api/self/ from the per-process cache (self-cache.ts), through real HTTP: repeated loads read
 * the store once; a write to what the answer is made of, by anyone, is in the next answer, in this
 * process and (announced through Redis) in another one with its own collections.
 */
import { APP_REQUEST_HEADER, type SelfResponse } from '@pug/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn } from '../auth/testing.ts';
import { getCollections } from '../db/collections.ts';
import type { Collections, Database, UserDoc } from '../db/index.ts';
import { watchWrites } from '../db/write-watch.ts';
import { openTestDatabase } from '../db/testing.ts';
import { FEATURES } from '../features.ts';
import { countingFindOne } from '../testing/counting-reads.ts';
import { useRedisServer } from '../testing/redis.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const PLAYER = '76561198000240001';

const redis = useRedisServer();
let db: Database | undefined;
const servers: TestServer[] = [];

afterEach(async () => {
  for (const s of servers.splice(0).reverse()) await s.close();
  await db?.close();
  db = undefined;
});

async function self(url: string, cookie: string): Promise<SelfResponse> {
  const res = await fetch(`${url}/api/self/`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as SelfResponse;
}

/** Counts the user reads the app makes (`users.findOne`, under the watch as in db/collections.ts). */
function countingUserReads(database: Database): { collections: Collections; reads: () => number } {
  const { counted, reads } = countingFindOne(database.db.collection<UserDoc>('users'));
  return { collections: { ...database.collections, users: watchWrites(counted) }, reads };
}

const notice = (id: string, msg: string) => ({ _id: id, steamid: PLAYER, msg, variant: 'info' as const, timestamp: Date.now(), dismissed: false });

describe('one api process', () => {
  it('a page’s repeated GET /api/self/ reads the user once', async () => {
    db = await openTestDatabase();
    const counting = countingUserReads(db);
    const server = await startTestServer({ deps: { db, collections: counting.collections, features: FEATURES } });
    servers.push(server);
    const { cookie } = await signIn(server.url, PLAYER);
    await self(server.url, cookie);
    const before = counting.reads();
    for (let i = 0; i < 10; i++) await self(server.url, cookie);
    expect(counting.reads() - before).toBe(0);
  });

  it('a write by anyone (a notification stored, one dismissed, the alias changed) is in the next answer', async () => {
    db = await openTestDatabase();
    const server = await startTestServer({ deps: { db, collections: db.collections, features: FEATURES } });
    servers.push(server);
    const { cookie } = await signIn(server.url, PLAYER);
    expect((await self(server.url, cookie)).notifications).toEqual([]);
    await db.collections.notifications.insertOne(notice('n1', 'first'));
    expect((await self(server.url, cookie)).notifications.map((n) => n.msg)).toEqual(['first']);
    const dismissed = await fetch(`${server.url}/api/dismissNotification/n1`, { headers: { cookie, [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value } });
    expect(dismissed.status).toBeLessThan(300);
    expect((await self(server.url, cookie)).notifications).toEqual([]);
    await db.collections.users.updateOne({ _id: PLAYER }, { $set: { alias: 'Renamed' } });
    expect((await self(server.url, cookie)).alias).toBe('Renamed');
  });
});

describe('two api processes behind one Redis, each with its own collections', () => {
  it('a write on A is in B’s next answer', async () => {
    db = await openTestDatabase();
    const env = { REDIS_URL: redis.url };
    const a = await startTestServer({ env, deps: { db, collections: db.collections, features: FEATURES } });
    servers.push(a);
    const bCollections = getCollections(db.db);
    const b = await startTestServer({ env, deps: { db, collections: bCollections, features: FEATURES } });
    servers.push(b);
    const { cookie } = await signIn(a.url, PLAYER);
    expect((await self(b.url, cookie)).notifications).toEqual([]);
    await db.collections.notifications.insertOne(notice('n2', 'from A'));
    // The announcement travels through Redis: B has it within a few milliseconds.
    const deadline = Date.now() + 200;
    let seen: string[] = [];
    while (Date.now() < deadline) {
      seen = (await self(b.url, cookie)).notifications.map((n) => n.msg);
      if (seen.length > 0) break;
    }
    expect(seen).toEqual(['from A']);
  });
});
