/**
 * The count of the pugs from before, on the real store, over a history whose answer is known
 * (wins, a draw, a cancelled pug, one still played, a sub, a player banned mid-pug, two pugs
 * starting at the same millisecond across a page boundary): counted a page and a checkpoint at a
 * time, stopped and resumed, resumed after a crash that stored a checkpoint only in part, held by
 * one process at a time; pugs that end while it runs are counted once it is done, once. The site
 * answers while it runs, with what is counted so far.
 */
import { statisticsResponseSchema } from '@pug/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database, PugDoc } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { FEATURES } from '../features.ts';
import { steamidOf } from '../testing/loop-site.ts';
import { startTestServer } from '../testing/test-server.ts';
import { BACKFILL_LEASE_MS, backfilledUntil, backfillStatistics, type BackfillOptions } from './backfill.ts';
import { tallyCompletedPug } from './on-pug-completed.ts';
import { finishedSixesPug } from '../testing/pug-docs.ts';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 2, 12);
const NOW = T0 + 100 * HOUR;
const blu = Array.from({ length: 6 }, (_, i) => steamidOf(9500 + i));
const red = Array.from({ length: 6 }, (_, i) => steamidOf(9510 + i));
const SUB = steamidOf(9520);

function pug(id: string, hour: number, over: Partial<PugDoc> & { bluIds?: string[] } = {}): PugDoc {
  const { bluIds = blu, ...rest } = over;
  return finishedSixesPug(id, T0 + hour * HOUR, bluIds, red, { endAt: T0 + hour * HOUR + HOUR / 2, ...rest });
}

/** BLU: W W (cancelled) (playing) D W(sub in BLU's medic seat) W(RED's first banned) L W (cancelled, same start) W W. */
const HISTORY: PugDoc[] = [
  pug('h-00', 0),
  pug('h-01', 1),
  pug('h-02', 2, { aborted: true, endedBy: 'admin', data: { score: null } }),
  pug('h-03', 3, { phase: 'Playing', endAt: null, data: { score: null } }),
  pug('h-04', 4, { data: { score: [2, 2] } }),
  pug('h-05', 5, { bluIds: [...blu.slice(0, 5), SUB], subbedPlayers: [{ steamid: blu[5]!, replacedBy: SUB, team: 'blu', role: 'medic', at: T0 + 5 * HOUR }] }),
  pug('h-06', 6, { bannedPlayers: [red[0]!] }),
  pug('h-07', 7, { data: { score: [0, 2] } }),
  pug('h-08', 8, { map: 'koth_product_final' }),
  // Same start, across a page boundary of 2: the cursor goes on by _id.
  pug('h-09a', 9, { aborted: true, endedBy: 'admin', data: { score: null } }),
  pug('h-09b', 9),
  pug('h-10', 10),
];

let db: Database;
beforeEach(async () => {
  db = await openTestDatabase();
  await db.collections.pugs.insertMany(HISTORY.map((p) => ({ ...p })));
});
afterEach(async () => {
  await db?.close();
});

const options = (over: Partial<BackfillOptions> = {}): BackfillOptions => ({ now: () => NOW, page: 2, checkpointPugs: 2, ...over });

/** What the count stored, without its checkpoint marks. */
async function stored() {
  const c = db.collections;
  const records = Object.fromEntries((await c.playerRecords.find({}).toArray()).map(({ _id, backfillCheckpoint: _, ...r }) => [_id, r]));
  const counters = await c.statisticsCounters.findOne({ _id: 'sixes' });
  const { backfillCheckpoint: _mark, ...rest } = counters ?? { _id: 'sixes' };
  return { records, counters: rest };
}

/** The known answer: 9 pugs counted (not h-02, h-03, h-09a). */
function expectKnownAnswer(s: Awaited<ReturnType<typeof stored>>) {
  expect(s.counters).toMatchObject({ pugs: 9, maps: { cp_process_final: 8, koth_product_final: 1 } });
  const r = (steamid: string) => s.records[steamid]?.sixes;
  // BLU's first: W W D W W L W W W: best streak 3, reached at h-10's end.
  expect(r(blu[0]!)).toMatchObject({ pugs: 9, medicPugs: 0, streak: 3, bestStreak: 3, bestStreakAt: T0 + 10.5 * HOUR });
  // BLU's medic, subbed out of h-05: W W D W L W W W.
  expect(r(blu[5]!)).toMatchObject({ pugs: 8, medicPugs: 8, bestStreak: 3 });
  expect(r(SUB)).toMatchObject({ pugs: 1, medicPugs: 1, streak: 1, bestStreak: 1, bestStreakAt: T0 + 5.5 * HOUR });
  expect(r(red[5]!)).toMatchObject({ pugs: 9, medicPugs: 9, streak: 0, bestStreak: 1, bestStreakAt: T0 + 7.5 * HOUR });
  // Banned in h-06: counted nowhere there.
  expect(r(red[0]!)).toMatchObject({ pugs: 8, medicPugs: 0, bestStreak: 1 });
  expect(Object.keys(s.records)).toHaveLength(13);
}

describe('the count of the pugs from before', () => {
  it('counts a known history a page and a checkpoint at a time, and only once', async () => {
    const checkpoints: number[] = [];
    const outcome = await backfillStatistics(db.collections, options({ onCheckpoint: (n) => void checkpoints.push(n) }));
    expect(outcome).toEqual({ state: 'done', counted: 9 });
    // Checkpoints after 2 counted pugs: pages [00 01] [02 03] [04 05] [06 07] [08 09a] [09b 10], then the last.
    expect(checkpoints).toEqual([1, 2, 3, 4, 5]);
    expectKnownAnswer(await stored());
    expect(await backfilledUntil(db.collections)).toBe(NOW);
    expect(await backfillStatistics(db.collections, options())).toEqual({ state: 'already-done' });
    expectKnownAnswer(await stored());
  });

  it('resumes where it stopped, without counting anything twice', async () => {
    const stop = new AbortController();
    const first = await backfillStatistics(
      db.collections,
      options({ signal: stop.signal, owner: 'first', onCheckpoint: (n) => (n === 2 ? stop.abort() : undefined) }),
    );
    expect(first).toEqual({ state: 'stopped' });
    expect(await backfilledUntil(db.collections)).toBeNull();
    const partial = await stored();
    expect(partial.counters.pugs).toBeGreaterThan(0);
    expect(partial.counters.pugs).toBeLessThan(9);
    // The stop released the claim: the next start resumes at once.
    expect(await backfillStatistics(db.collections, options({ owner: 'second' }))).toMatchObject({ state: 'done' });
    expectKnownAnswer(await stored());
  });

  it('resumes after a crash that stored a checkpoint but not where it got to', async () => {
    const meta = db.collections.meta;
    let before: Record<string, unknown> | null = null;
    const crash = backfillStatistics(
      db.collections,
      options({
        owner: 'crashing',
        onCheckpoint: async (n) => {
          if (n === 2) before = await meta.findOne({ _id: 'statisticsBackfill' });
          if (n === 3) {
            // Checkpoint 3's counters and records are stored; the crash loses its place and its claim.
            const { after, checkpoints, counted } = before as { after: unknown; checkpoints: number; counted: number };
            await meta.updateOne({ _id: 'statisticsBackfill' }, { $set: { after, checkpoints, counted, leaseUntil: 0 } });
            throw new Error('crashed');
          }
        },
      }),
    );
    await expect(crash).rejects.toThrow('crashed');
    expect(await backfillStatistics(db.collections, options({ owner: 'restarted' }))).toMatchObject({ state: 'done', counted: 9 });
    expectKnownAnswer(await stored());
  });

  it('is held by one process at a time; another takes over when the claim lapses', async () => {
    const stop = new AbortController();
    await backfillStatistics(db.collections, options({ owner: 'a', signal: stop.signal, onCheckpoint: () => stop.abort() }));
    // Stopped without releasing (as a crash would): its claim holds for the lease.
    await db.collections.meta.updateOne({ _id: 'statisticsBackfill' }, { $set: { leaseUntil: NOW + BACKFILL_LEASE_MS } });
    expect(await backfillStatistics(db.collections, options({ owner: 'b' }))).toEqual({ state: 'held-elsewhere', leaseUntil: NOW + BACKFILL_LEASE_MS });
    const later = () => NOW + BACKFILL_LEASE_MS + 1;
    expect(await backfillStatistics(db.collections, options({ owner: 'b', now: later }))).toMatchObject({ state: 'done', counted: 9 });
    expectKnownAnswer(await stored());
  });

  it('leaves a pug that ends while it runs to itself, then counts it once', async () => {
    const stop = new AbortController();
    await backfillStatistics(db.collections, options({ owner: 'a', signal: stop.signal, onCheckpoint: () => stop.abort() }));
    // A pug ends meanwhile (after the count began): the reaction leaves it.
    const late = pug('h-late', 99, { endAt: NOW + HOUR });
    await db.collections.pugs.insertOne(late);
    const react = tallyCompletedPug({ collections: db.collections });
    await react({ pug: late as never });
    expect((await db.collections.pugs.findOne({ _id: 'h-late' }))?.tallied).toBeUndefined();
    expect(await backfillStatistics(db.collections, options({ owner: 'b' }))).toEqual({ state: 'done', counted: 9 });
    expect((await db.collections.pugs.findOne({ _id: 'h-late' }))?.tallied).toBe(true);
    const s = await stored();
    expect(s.counters.pugs).toBe(10);
    expect(s.records[blu[0]!]?.sixes).toMatchObject({ pugs: 10, streak: 4, bestStreak: 4 });
    // The reaction, late or in another process, does not count it again.
    await tallyCompletedPug({ collections: db.collections })({ pug: late as never });
    expect((await stored()).counters.pugs).toBe(10);
  });

  it('does not hold the start: the site answers while another process counts, with what is counted so far', async () => {
    const stop = new AbortController();
    await backfillStatistics(db.collections, options({ owner: 'elsewhere', signal: stop.signal, onCheckpoint: (n) => (n === 2 ? stop.abort() : undefined) }));
    await db.collections.meta.updateOne({ _id: 'statisticsBackfill' }, { $set: { owner: 'elsewhere', leaseUntil: NOW + BACKFILL_LEASE_MS } });
    const site = await startTestServer({ deps: { db, collections: db.collections, features: FEATURES, now: () => NOW } });
    try {
      const res = await fetch(`${site.url}/api/statistics?format=sixes`);
      expect(res.status).toBe(200);
      const { totalPugs } = statisticsResponseSchema.parse(await res.json());
      expect(totalPugs).toBe((await stored()).counters.pugs);
      expect(totalPugs).toBeLessThan(9);
      expect(await backfilledUntil(db.collections)).toBeNull();
    } finally {
      await site.close();
    }
  });
});
