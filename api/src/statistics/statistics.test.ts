/**
 * The statistics page and the hall of fame through HTTP on the real store: finished pugs stored
 * before the site starts are counted once by the start-up backfill (not again at the next start);
 * a cancelled pug counts nowhere; a subbed-out player's pug is the sub's; bad queries are 400s.
 */
import { hallOfFameResponseSchema, statisticsResponseSchema } from '@pug/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, PugDoc } from '../db/index.ts';
import { newUserDoc } from '../db/new-user.ts';
import { openTestDatabase } from '../db/testing.ts';
import { FEATURES } from '../features.ts';
import { eventually, steamidOf } from '../testing/loop-site.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { backfilledUntil } from './backfill.ts';
import { finishedSixesPug } from '../testing/pug-docs.ts';

const DAY = 86_400_000;
const NOW = Date.now();
/** Yesterday 12:00 UTC. */
const EVENING = Math.floor(NOW / DAY) * DAY - DAY + 12 * 3_600_000;
const blu = Array.from({ length: 6 }, (_, i) => steamidOf(9300 + i));
const red = Array.from({ length: 6 }, (_, i) => steamidOf(9310 + i));
const SUB = steamidOf(9320);
const DUMMY = steamidOf(9321);

function pugDoc(k: number, over: Partial<PugDoc> & { bluIds?: string[] } = {}): PugDoc {
  const { bluIds = blu, ...rest } = over;
  return finishedSixesPug(`stats-pug-${k}`, EVENING + k * 3_600_000, bluIds, red, rest);
}

let db: Database;
let site: TestServer;
const get = async (path: string) => {
  const res = await fetch(`${site.url}${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  db = await openTestDatabase();
  const c = db.collections;
  await c.users.insertMany([...blu, ...red, SUB].map((steamid, i) => newUserDoc({ steamid, alias: `Stat ${i}` }, NOW)));
  await c.users.insertOne({ ...newUserDoc({ steamid: DUMMY, alias: 'Dummy' }, NOW), isDummy: true });
  await c.pugs.insertMany([
    // BLU wins twice (one filled from empty in 4 min waiting for a medic), draws, wins with the sub in BLU's medic seat.
    pugDoc(0, { roundStartedAt: EVENING - 240_000, readyUpAt: EVENING, waitedFor: ['medic'] }),
    pugDoc(1, { map: 'koth_product_final', roundStartedAt: EVENING, readyUpAt: EVENING, waitedFor: [] }),
    pugDoc(2, { data: { score: [2, 2] } }),
    // Called off: counts nowhere.
    pugDoc(3, { aborted: true, endedBy: 'admin', data: { score: null } }),
    pugDoc(4, { bluIds: [...blu.slice(0, 5), SUB], subbedPlayers: [{ steamid: blu[5]!, replacedBy: SUB, team: 'blu', role: 'medic', at: EVENING }] }),
    // A dummy's pug (an admin's test player): counted, never listed.
    pugDoc(5, { bluIds: [...blu.slice(0, 5), DUMMY] }),
    // Still being played.
    pugDoc(6, { phase: 'Playing', endAt: null, data: { score: null } }),
  ]);
  site = await startTestServer({ deps: { db, collections: c, features: FEATURES, now: () => NOW } });
  // The count of the pugs from before runs in the background after the start.
  await eventually(() => backfilledUntil(c), 10_000, 'the count of the pugs from before');
});
afterAll(async () => {
  await site?.close();
  await db?.close();
});

describe('GET /api/statistics', () => {
  it('counts the finished pugs with a result from before the site started, by day, hour, map, fill time and shortage', async () => {
    const { status, body } = await get('/api/statistics?format=sixes&days=14');
    expect(status).toBe(200);
    const stats = statisticsResponseSchema.parse(body);
    expect(stats.totalPugs).toBe(5);
    expect(stats.perDay).toHaveLength(14);
    expect(stats.perDay.at(-1)).toEqual({ day: new Date(NOW).toISOString().slice(0, 10), pugs: 0 });
    expect(stats.perDay.reduce((n, d) => n + d.pugs, 0)).toBe(5);
    expect(stats.perHourOfWeek.reduce((n, h) => n + h, 0)).toBe(5);
    expect(stats.maps).toEqual([
      { map: 'cp_process_final', pugs: 4 },
      { map: 'koth_product_final', pugs: 1 },
    ]);
    // Only the two pugs that stored their round: 4 min and at once.
    expect(stats.fill).toEqual({ pugs: 2, meanMs: 120_000, buckets: [1, 1, 0, 0, 0, 0, 0, 0] });
    expect(stats.waitedFor).toEqual([{ slot: 'medic', pugs: 1 }]);
    expect(stats.filledAtOnce).toBe(1);
  });

  it('answers an empty format with zeros and defaults to sixes over 30 days', async () => {
    const hl = statisticsResponseSchema.parse((await get('/api/statistics?format=hl')).body);
    expect(hl).toMatchObject({ totalPugs: 0, maps: [], waitedFor: [], fill: { pugs: 0, meanMs: null } });
    expect(hl.perDay).toHaveLength(30);
    expect(statisticsResponseSchema.parse((await get('/api/statistics')).body)).toMatchObject({ format: 'sixes', totalPugs: 5 });
  });

  it.each(['format=SIXES', 'format=nope', 'days=7', 'days=-1', 'days=abc', 'format=', 'days=30000'])('refuses %s with a 400', async (q) => {
    const res = await get(`/api/statistics?${q}`);
    expect(res.status).toBe(400);
    expect(res.body).toHaveProperty('error.message');
  });
});

describe('GET /api/hallOfFame', () => {
  it('ranks pugs, medic pugs and win streaks: ties share a rank, subbed-out pugs are the sub’s, dummies are left out', async () => {
    const { status, body } = await get('/api/hallOfFame?format=sixes');
    expect(status).toBe(200);
    const hall = hallOfFameResponseSchema.parse(body);
    const of = (rows: typeof hall.mostPugs) => Object.fromEntries(rows.map((r) => [r.steamid, [r.rank, r.value]]));
    // RED and BLU's first five played all 5 counted pugs (11 players, tied: 10 listed, all first);
    // BLU's medic 3 (subbed out of one, a dummy in another), the sub 1.
    expect(hall.mostPugs).toHaveLength(10);
    expect(hall.mostPugs.every((r) => r.rank === 1 && r.value === 5)).toBe(true);
    expect(hall.mostPugs.some((r) => r.steamid === blu[5] || r.steamid === SUB)).toBe(false);
    expect(hall.mostPugs.every((r) => r.steamid !== DUMMY)).toBe(true);
    // Medic pugs: RED's medic 5, BLU's medic 3, the sub 1.
    expect(of(hall.mostMedicPugs)).toEqual({ [red[5]!]: [1, 5], [blu[5]!]: [2, 3], [SUB]: [3, 1] });
    // Streaks: W W D W W (BLU's first five): 2, reached first in pug 1; the sub won its only pug: 1; RED never won.
    const streaks = of(hall.longestWinStreak);
    expect(streaks[blu[0]!]).toEqual([1, 2]);
    expect(streaks[SUB]).toEqual([expect.any(Number), 1]);
    expect(hall.longestWinStreak.some((r) => red.includes(r.steamid))).toBe(false);
    expect(hall.mostPugs[0]).toMatchObject({ alias: expect.stringMatching(/^Stat /) });
  });

  it('refuses a bad format with a 400', async () => {
    expect((await get('/api/hallOfFame?format=ultiduo')).status).toBe(400);
  });
});

describe('the start-up backfill', () => {
  it('runs once per data folder: a restart does not count the pugs again', async () => {
    const again = await startTestServer({ deps: { db, collections: db.collections, features: FEATURES, now: () => NOW } });
    try {
      const res = await fetch(`${again.url}/api/statistics?format=sixes`);
      expect(statisticsResponseSchema.parse(await res.json()).totalPugs).toBe(5);
    } finally {
      await again.close();
    }
  });
});
