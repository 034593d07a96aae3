/**
 * POST /api/pugHistoryDict through real HTTP: `phases` (what the lobby asks for: the running pugs)
 * keeps the answer to the pugs in those phases, not the last hundred; a phase that is no phase is a 400.
 */
import { LIVE_PHASES } from '@pug/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { storePug } from '../moderation/testing.ts';
import { startLoopSite, type LoopSite } from '../testing/loop-site.ts';

let db: Database;
let site: LoopSite;
beforeAll(async () => {
  db = await openTestDatabase();
  site = await startLoopSite(db);
  const now = Date.now();
  for (let i = 0; i < 30; i++) await storePug(db, `done-${i}`, ['76561198000250001'], ['76561198000250002'], now - 60_000 - i * 1000);
  await storePug(db, 'live-playing', ['76561198000250003'], ['76561198000250004'], now - 120_000);
  await db.collections.pugs.updateOne({ _id: 'live-playing' }, { $set: { phase: 'Playing' } });
  await storePug(db, 'live-pregame', ['76561198000250005'], ['76561198000250006'], now - 10_000);
  await db.collections.pugs.updateOne({ _id: 'live-pregame' }, { $set: { phase: 'Pregame' } });
});
afterAll(async () => {
  await site?.close();
  await db?.close();
});

const post = (body: unknown) =>
  fetch(`${site.url}/api/pugHistoryDict`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('POST /api/pugHistoryDict with phases', () => {
  it('answers the running pugs only, newest first', async () => {
    const res = await post({ keys: ['phase'], phases: LIVE_PHASES });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      { _id: 'live-pregame', phase: 'Pregame' },
      { _id: 'live-playing', phase: 'Playing' },
    ]);
    // Without phases, the last pugs whatever their phase, as before.
    expect(((await (await post({ keys: ['phase'] })).json()) as unknown[]).length).toBe(32);
  });

  it('refuses a phase that is no phase with a 400', async () => {
    for (const phases of [['Live'], [{ $ne: null }], 'Playing']) {
      const res = await post({ phases });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST');
    }
  });
});
