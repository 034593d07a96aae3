/** Concurrent joins over HTTP: never a double seat, never a lost player, also across two api processes. */
import { SIXES_ROLES as ROLES } from '@pug/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../auth/testing.ts';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { startLoopSite, steamidOf, type LoopSite } from '../testing/loop-site.ts';

let db: Database;
let a: LoopSite;
let b: LoopSite;
beforeAll(async () => {
  db = await openTestDatabase();
  a = await startLoopSite(db);
  b = await startLoopSite(db);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await db?.close();
});

async function signInAll(url: string, ids: number[]): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < ids.length; i += 50) {
    const batch = await Promise.all(ids.slice(i, i + 50).map((n) => signIn(url, steamidOf(n))));
    cookies.push(...batch.map((c) => c.cookie));
  }
  return cookies;
}

const join = (url: string, cookie: string, steamid: string, role: string) =>
  fetch(`${url}/api/queueRole`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie },
    body: JSON.stringify({ queueName: 'sixes', role, isQueue: true, userSteamId: steamid }),
  });

describe('concurrent joins', () => {
  it('200 concurrent joins for 12 seats: exactly 12 seated, the rest waiting, nobody lost', async () => {
    const ids = Array.from({ length: 200 }, (_, i) => 2000 + i);
    const cookies = await signInAll(a.url, ids);
    const responses = await Promise.all(ids.map((n, i) => join(a.url, cookies[i]!, steamidOf(n), ROLES[i % 6]!)));
    expect(responses.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const ctx = a.lobbies.get('sixes').context();
    expect(Object.keys(ctx.players)).toHaveLength(200);
    expect(ctx.phase).toBe('Readying');
    expect(ctx.selection).toHaveLength(12);
    expect(new Set(ctx.selection!.map((s) => s.steamid)).size).toBe(12);
    const stored = (await db.collections.queues.findOne({ _id: 'sixes' }))!.snapshot as { context: { players: object; selection: unknown[] } };
    expect(Object.keys(stored.context.players)).toHaveLength(200);
    expect(stored.context.selection).toHaveLength(12);
    await a.lobbies.get('sixes').send((now) => ({ type: 'RESET', now }));
  }, 120_000);

  it('two api processes on one database: 100 joins each at once, all 200 queued', async () => {
    await b.lobbies.get('sixes').reload();
    const ids = Array.from({ length: 200 }, (_, i) => 3000 + i);
    const cookies = await signInAll(a.url, ids);
    const responses = await Promise.all(ids.map((n, i) => join(i % 2 ? b.url : a.url, cookies[i]!, steamidOf(n), ROLES[i % 6]!)));
    expect(responses.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const stored = (await db.collections.queues.findOne({ _id: 'sixes' }))!.snapshot as { context: { players: object; selection: unknown[] } };
    expect(Object.keys(stored.context.players)).toHaveLength(200);
    expect(stored.context.selection).toHaveLength(12);
    await a.lobbies.get('sixes').reload();
    expect(Object.keys(a.lobbies.get('sixes').context().players)).toHaveLength(200);
  }, 120_000);
});
