/**
 * Two api processes (two apps on one database) behind one Redis: a change applied by process A
 * reaches the sockets connected to process B through the Socket.IO Redis adapter, well before
 * B's own 5 s lobby sync. Without REDIS_URL the same join never reaches B's socket in time.
 */
import type { PlayerQueuedPayload } from '@pug/domain';
import { io as ioClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../auth/testing.ts';
import { openTestDatabase } from '../db/testing.ts';
import type { Database } from '../db/index.ts';
import { FEATURES } from '../features.ts';
import { startRedisServer, type TestRedis } from '../framework/redis-testing.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { SYNC_INTERVAL_MS } from './lobbies.ts';
import { steamidOf } from '../testing/loop-site.ts';

let redis: TestRedis;
let db: Database | undefined;
const servers: TestServer[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
}, 20_000);
afterAll(async () => {
  await redis?.stop();
});
afterEach(async () => {
  for (const s of sockets.splice(0)) s.disconnect();
  for (const s of servers.splice(0).reverse()) await s.close();
  await db?.close();
  db = undefined;
});

/** Two api "processes" on one test database, both with `env` (REDIS_URL or not). */
async function twoProcesses(env: Record<string, string>): Promise<[TestServer, TestServer]> {
  db = await openTestDatabase();
  const deps = { db, collections: db.collections, features: FEATURES };
  const a = await startTestServer({ env, deps });
  servers.push(a);
  const b = await startTestServer({ env, deps });
  servers.push(b);
  return [a, b];
}

async function signedInSocket(url: string, steamid: string): Promise<Socket> {
  const { cookie } = await signIn(url, steamid);
  const socket = ioClient(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** The `playerQueued` for `steamid` on `socket`, with the time from `since`; null after `ms`. */
function playerQueued(socket: Socket, steamid: string, since: () => number, ms: number) {
  return new Promise<{ payload: PlayerQueuedPayload; afterMs: number } | null>((resolve) => {
    const timer = setTimeout(() => {
      socket.off('playerQueued', listener);
      resolve(null);
    }, ms);
    const listener = (payload: PlayerQueuedPayload) => {
      if (payload.steamid !== steamid) return;
      clearTimeout(timer);
      socket.off('playerQueued', listener);
      resolve({ payload, afterMs: Date.now() - since() });
    };
    socket.on('playerQueued', listener);
  });
}

/** Signs `steamid` in on A and joins sixes as medic through A's HTTP api. */
async function joinThroughA(a: TestServer, steamid: string): Promise<number> {
  const { cookie } = await signIn(a.url, steamid);
  const startedAt = Date.now();
  const res = await fetch(`${a.url}/api/queueRole`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie },
    body: JSON.stringify({ queueName: 'sixes', role: 'medic', isQueue: true, userSteamId: steamid }),
  });
  expect(res.status).toBe(200);
  return startedAt;
}

describe('events across api processes', () => {
  it('with REDIS_URL, a join handled by process A reaches a socket on process B within 2 s', async () => {
    const [a, b] = await twoProcesses({ REDIS_URL: redis.url });
    const watcher = await signedInSocket(b.url, steamidOf(901));
    const joiner = steamidOf(902);
    let startedAt = Date.now();
    const received = playerQueued(watcher, joiner, () => startedAt, 2_000);
    startedAt = await joinThroughA(a, joiner);
    const got = await received;

    expect(got, "B's socket heard nothing from A within 2 s").not.toBeNull();
    expect(got!.payload).toMatchObject({ queueName: 'sixes', steamid: joiner, role: 'medic', isQueue: true });
    expect(got!.afterMs).toBeLessThan(SYNC_INTERVAL_MS);
    // The measured delivery time across processes (HTTP on A -> socket on B), for the report.
    console.info(`cross-process playerQueued delivered in ${got!.afterMs} ms`);
  }, 20_000);

  it("without REDIS_URL, the same join does not reach process B's socket within 1 s", async () => {
    const [a, b] = await twoProcesses({});
    const watcher = await signedInSocket(b.url, steamidOf(911));
    const local = await signedInSocket(a.url, steamidOf(912));
    const joiner = steamidOf(913);
    let startedAt = Date.now();
    const onB = playerQueued(watcher, joiner, () => startedAt, 1_000);
    const onA = playerQueued(local, joiner, () => startedAt, 1_000);
    startedAt = await joinThroughA(a, joiner);

    // A's own socket hears it, so the join did happen and emitted: only the fan-out is missing.
    expect(await onA).not.toBeNull();
    expect(await onB).toBeNull();
  }, 20_000);
});
