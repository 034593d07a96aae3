/**
 * The calibration page through HTTP on the real store, over a stored history whose answer is known
 * by hand (the same four predicted pugs as domain elo/calibration.test.ts): counted once by the
 * start-up backfill (not again at the next start); a pug without a stored prediction is counted
 * apart, a cancelled or unfinished one nowhere, a draw as a half; no player or rating in the
 * answer; bad queries are 400s.
 */
import { calibrationResponseSchema } from '@pug/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, PugDoc } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { FEATURES } from '../features.ts';
import { eventually, steamidOf } from '../testing/loop-site.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { finishedSixesPug } from '../testing/pug-docs.ts';

const NOW = Date.UTC(2026, 11, 7, 12);
const NOV = Date.UTC(2026, 10, 15, 20);
const DEC = Date.UTC(2026, 11, 2, 20);
const blu = Array.from({ length: 6 }, (_, i) => steamidOf(9700 + i));
const red = Array.from({ length: 6 }, (_, i) => steamidOf(9710 + i));

function pugDoc(k: number, at: number, over: Partial<PugDoc> = {}): PugDoc {
  return finishedSixesPug(`calibration-pug-${k}`, at + k * 3_600_000, blu, red, over, (j) => ({ elo: 1400 + 37 * j }));
}

let db: Database;
let site: TestServer;
const get = async (path: string) => {
  const res = await fetch(`${site.url}${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const ln = Math.log;

beforeAll(async () => {
  db = await openTestDatabase();
  await db.collections.pugs.insertMany([
    // The known four: 0.6 won, 0.6 lost (November); 0.3 drawn, 0.5 won (December). The chance read is the one after a sub.
    pugDoc(0, NOV, { odds: { blu: 0.6, atStart: 0.6 } }),
    pugDoc(1, NOV, { odds: { blu: 0.6, atStart: 0.45 }, data: { score: [0, 2] } }),
    pugDoc(2, DEC, { odds: { blu: 0.3, atStart: 0.3 }, data: { score: [2, 2] } }),
    pugDoc(3, DEC, { odds: { blu: 0.5, atStart: 0.5 }, data: { score: [5, 0] } }),
    // Finished before predictions were stored: counted apart.
    pugDoc(4, DEC),
    pugDoc(5, DEC, { data: { score: [0, 1] } }),
    // Cancelled, ended by an admin without a result, still being played: nowhere.
    pugDoc(6, DEC, { odds: { blu: 0.9, atStart: 0.9 }, aborted: true, endedBy: 'admin', data: { score: null } }),
    pugDoc(7, DEC, { odds: { blu: 0.9, atStart: 0.9 }, aborted: true, endedBy: 'admin', data: { score: [1, 0] } }),
    pugDoc(8, DEC, { odds: { blu: 0.9, atStart: 0.9 }, phase: 'Playing', endAt: null, data: { score: [4, 0] } }),
    // Highlander's own.
    pugDoc(9, DEC, { format: 'HIGHLANDER', queueName: 'hl', odds: { blu: 0.7, atStart: 0.7 } }),
  ]);
  site = await startTestServer({ deps: { db, collections: db.collections, features: FEATURES, now: () => NOW } });
  await countedFrom(db);
});

/** The count of the pugs from before runs in the background: done once its `meta` holds a result. */
const countedFrom = (on: Database) =>
  eventually(
    async () => typeof (await on.collections.meta.findOne({ _id: 'calibrationBackfill' }))?.value === 'object',
    10_000,
    'the pugs from before counted',
  );
afterAll(async () => {
  await site?.close();
  await db?.close();
});

describe('GET /api/calibration', () => {
  it('answers the known history: bands, Brier and log loss overall and per month, the distance from 50 %', async () => {
    const { status, body } = await get('/api/calibration?format=sixes');
    expect(status).toBe(200);
    const c = calibrationResponseSchema.parse(body);
    expect(c).toMatchObject({ format: 'sixes', pugs: 4, unpredicted: 2 });
    expect(c.brier).toBeCloseTo(0.81 / 4, 12);
    expect(c.logLoss).toBeCloseTo((-ln(0.6) - ln(0.4) - (0.5 * ln(0.3) + 0.5 * ln(0.7)) + ln(2)) / 4, 12);
    expect(c.meanDistance).toBeCloseTo(0.1, 12);
    expect(c.medianDistance).toBe(0.1);
    expect(c.calibrationError).toBeCloseTo(0.225, 12);
    expect(c.bands).toHaveLength(10);
    expect(c.bands.map((b) => b.pugs)).toEqual([0, 0, 0, 1, 0, 1, 2, 0, 0, 0]);
    expect(c.bands[3]).toMatchObject({ from: 0.3, to: 0.4, actual: 0.5 });
    expect(c.bands[5]).toMatchObject({ predicted: 0.5, actual: 1 });
    expect(c.bands[6]!.predicted).toBeCloseTo(0.6, 12);
    expect(c.bands[6]!.actual).toBe(0.5);
    expect(c.months.map((m) => [m.month, m.pugs])).toEqual([
      ['2026-11', 2],
      ['2026-12', 2],
    ]);
    expect(c.months[0]!.brier).toBeCloseTo(0.26, 12);
    expect(c.months[1]!.brier).toBeCloseTo(0.145, 12);
  });

  it('names no player and no rating: aggregates only', async () => {
    const text = JSON.stringify((await get('/api/calibration?format=sixes')).body);
    for (const steamid of [...blu, ...red]) expect(text).not.toContain(steamid);
    expect(text).not.toMatch(/elo|steamid|1400|1437/i);
  });

  it('keeps each format apart, answers an empty one with nulls, and defaults to sixes', async () => {
    const hl = calibrationResponseSchema.parse((await get('/api/calibration?format=hl')).body);
    expect(hl).toMatchObject({ pugs: 1, unpredicted: 0, brier: expect.closeTo(0.09, 12) });
    expect(hl.bands[7]!.pugs).toBe(1);
    const empty = calibrationResponseSchema.parse((await get('/api/calibration?format=pl')).body);
    expect(empty).toMatchObject({ pugs: 0, unpredicted: 0, brier: null, logLoss: null, meanDistance: null, medianDistance: null, months: [] });
    expect(empty.bands.every((b) => b.pugs === 0 && b.actual === null)).toBe(true);
    expect(calibrationResponseSchema.parse((await get('/api/calibration')).body)).toMatchObject({ format: 'sixes', pugs: 4 });
  });

  it.each(['format=SIXES', 'format=nope', 'format=', 'format=ultiduo', 'format=sixes&format=hl'])('refuses %s with a 400', async (q) => {
    const res = await get(`/api/calibration?${q}`);
    expect(res.status).toBe(400);
    expect(res.body).toHaveProperty('error.message');
  });

  it('is counted once per data folder: a restart does not count the pugs again', async () => {
    const again = await startTestServer({ deps: { db, collections: db.collections, features: FEATURES, now: () => NOW + 60_000 } });
    try {
      const res = await fetch(`${again.url}/api/calibration?format=sixes`);
      expect(calibrationResponseSchema.parse(await res.json())).toMatchObject({ pugs: 4, unpredicted: 2 });
    } finally {
      await again.close();
    }
  });
});

describe('the count of the pugs from before', () => {
  it('is taken over with the same boundary after a process stopped mid-count, and a pug the reaction counted is not counted again', async () => {
    const own = await openTestDatabase();
    try {
      const until = NOW - 3_600_000;
      // A process claimed the count at `until` and stopped; meanwhile the reaction counted a later pug.
      await own.collections.meta.insertOne({ _id: 'calibrationBackfill', at: until, value: 'running', leaseUntil: NOW - 1 });
      await own.collections.pugs.insertMany([
        pugDoc(1, NOV, { odds: { blu: 0.6, atStart: 0.6 } }),
        pugDoc(2, NOV, { odds: { blu: 0.3, atStart: 0.3 }, data: { score: [0, 4] } }),
        // Counted already (`calibrated`: a count that once started over with a later boundary left such pugs).
        pugDoc(3, NOV, { odds: { blu: 0.8, atStart: 0.8 }, calibrated: true }),
        // Ended after the boundary: the reaction's, not the count's.
        pugDoc(4, NOW - 7_200_000, { odds: { blu: 0.9, atStart: 0.9 } }),
      ]);
      await own.collections.calibrationCounters.updateOne({ _id: 'sixes' }, { $inc: { pugs: 1, brier: 0.04 } }, { upsert: true });
      const later = await startTestServer({ deps: { db: own, collections: own.collections, features: FEATURES, now: () => NOW } });
      try {
        await countedFrom(own);
        const res = await fetch(`${later.url}/api/calibration?format=sixes`);
        const c = calibrationResponseSchema.parse(await res.json());
        expect(c.pugs).toBe(3);
        expect(c.brier).toBeCloseTo((0.04 + 0.16 + 0.09) / 3, 12);
        expect((await own.collections.meta.findOne({ _id: 'calibrationBackfill' }))!.at).toBe(until);
      } finally {
        await later.close();
      }
    } finally {
      await own.close();
    }
  });

  it('is left alone while another process holds it', async () => {
    const own = await openTestDatabase();
    try {
      await own.collections.meta.insertOne({ _id: 'calibrationBackfill', at: NOW - 1000, value: 'running', leaseUntil: NOW + 60_000 });
      await own.collections.pugs.insertOne(pugDoc(1, NOV, { odds: { blu: 0.6, atStart: 0.6 } }));
      const other = await startTestServer({ deps: { db: own, collections: own.collections, features: FEATURES, now: () => NOW } });
      try {
        const res = await fetch(`${other.url}/api/calibration?format=sixes`);
        expect(calibrationResponseSchema.parse(await res.json()).pugs).toBe(0);
        expect((await own.collections.meta.findOne({ _id: 'calibrationBackfill' }))!.value).toBe('running');
      } finally {
        await other.close();
      }
    } finally {
      await own.close();
    }
  });
});
