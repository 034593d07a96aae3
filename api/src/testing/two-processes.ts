/**
 * For api test files about two api processes on one store: the modes they run in (one store, and
 * one store with Redis: without it each process sees the other's writes when it next reads the
 * store, with it at once, framework/peers.ts), two processes started per test and closed after it.
 */
import { afterEach } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { FEATURES } from '../features.ts';
import { useRedisServer } from './redis.ts';
import { startTestServer, type TestServer } from './test-server.ts';

interface TwoProcesses {
  db: Database;
  a: TestServer;
  b: TestServer;
}

export function useTwoProcesses(): {
  modes: { name: string; env: () => Record<string, string> }[];
  start: (env: Record<string, string>) => Promise<TwoProcesses>;
} {
  const redis = useRedisServer();
  let db: Database | undefined;
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const s of servers.splice(0).reverse()) await s.close();
    await db?.close();
    db = undefined;
  });
  return {
    modes: [
      { name: 'one store', env: () => ({}) },
      { name: 'one store and Redis', env: () => ({ REDIS_URL: redis.url }) },
    ],
    async start(env) {
      db = await openTestDatabase();
      const deps = { db, collections: db.collections, features: FEATURES };
      const a = await startTestServer({ deps, env });
      servers.push(a);
      const b = await startTestServer({ deps, env });
      servers.push(b);
      return { db, a, b };
    },
  };
}

/** A JSON POST with the cookie of a signed-in player; the answer's status and body. */
export async function postAs(url: string, cookie: string, path: string, body: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', cookie }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}
