/** A pug stored before the pug machine grouped Pregame and Playing under `Live` is read in today's shape (domain upgradePugSnapshot). */
import type { Pug } from '@pug/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { eventually, fillSixesWithDummies, startLoopSite, steamidOf, TestPlayer, type LoopSite } from '../testing/loop-site.ts';

let db: Database;
let site: LoopSite;
let admin: TestPlayer;
let player: TestPlayer;
beforeAll(async () => {
  db = await openTestDatabase();
  site = await startLoopSite(db);
  admin = await TestPlayer.signIn(site.url, steamidOf(8700), { admin: true });
  player = await TestPlayer.signIn(site.url, steamidOf(8701));
});
afterAll(async () => {
  admin?.close();
  player?.close();
  await site?.close();
  await db?.close();
});

describe('a running pug stored with the old snapshot shape', () => {
  it("is ended by an admin as any running pug is (its stored value was 'Pregame', now { Live: 'Pregame' })", async () => {
    await fillSixesWithDummies(site, admin, [player], 8710);
    const pug: Pug = await eventually(() => player.received('pugStarted')[0]?.[0], 5000, 'pugStarted');
    const stored = await db.collections.pugs.findOne({ _id: pug._id });
    expect((stored?.snapshot as { value: unknown }).value).toEqual({ Live: 'Pregame' });
    await db.collections.pugs.updateOne({ _id: pug._id }, { $set: { 'snapshot.value': 'Pregame' } });

    expect(await admin.emit('endPug', { pugId: pug._id })).toEqual({ ok: true });
    expect(await db.collections.pugs.findOne({ _id: pug._id })).toMatchObject({ phase: 'Complete', endedBy: 'admin' });
  });
});
