/**
 * The statistics page, the hall of fame, the ladder, a profile, its pug history and its with and
 * against against a big site: PLAYERS players and PUGS finished pugs (Sixes, 12 of the players
 * each, a quarter with the lobby round stored; player 0 in every --focus-every'th) bulk-loaded into
 * the embedded store. The api then starts (timed: the count of the pugs from before does not hold
 * it), the count runs in the background (timed until done, the statistics page timed while it
 * runs), and the routes are timed over HTTP (p50 and p99 of --n requests after warm ones) against
 * a baseline measured in the same run: a driver `findOne` by `_id` (the floor every read pays) and
 * the maps counted by an aggregation over every pug (what the counters save). Last, the
 * `pug/completed` reaction's cost per new pug (statistics/tally.ts) and the hall of fame read right
 * after one (its indexes' order kept through the write).
 *   node --import tsx bench/statistics.bench.ts [--players 50000] [--pugs 500000] [--n 200] [--focus-every 500]
 * Loading takes about a minute per 50,000 pugs on the shared 2-core machine (bench/profile.bench.ts).
 * bench/RESULTS.md "statistics" and "statistics-scale" have measured figures.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { openDatabase, type PugDoc } from '@pug/api/src/db/index.ts';
import { FEATURES } from '@pug/api/src/features.ts';
import { backfilledUntil } from '@pug/api/src/statistics/backfill.ts';
import { tallyStoredPug } from '@pug/api/src/statistics/tally.ts';
import { startTestServer } from '@pug/api/src/testing/test-server.ts';
import { benchPug, benchSteamid, benchUser, seededRng } from './profile/generate.ts';

export interface StatisticsBenchOptions {
  players?: number;
  pugs?: number;
  n?: number;
  /** Player 0 plays every focusEvery'th pug (default 500): the profile measured. */
  focusEvery?: number;
}

interface Row {
  what: string;
  p50: number;
  p99: number;
  /** Samples a garbage-collection pause of this process fell into, and the p99 of the others. */
  gc?: { paused: number; p99Without: number | undefined };
}

export interface StatisticsBenchResult {
  load: { what: string; ms: number }[];
  rows: Row[];
  floor: Row;
}

const MAPS = ['cp_process_final', 'cp_gullywash_final1', 'cp_snakewater_final1', 'cp_sunshine', 'koth_product_final', 'cp_granary_pro_rc8'];

/**
 * The process's garbage-collection pauses (store, api and client share one heap of several GB):
 * a sample a pause fell into is counted apart, so a p99 can be read with and without them.
 */
const gcPauses: { start: number; end: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcPauses.push({ start: entry.startTime, end: entry.startTime + entry.duration });
}).observe({ entryTypes: ['gc'] });

const p = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

async function percentiles(what: string, n: number, op: () => Promise<unknown>, warm = 5, before?: () => Promise<unknown>): Promise<Row> {
  for (let i = 0; i < warm; i++) await op();
  const samples: { start: number; end: number }[] = [];
  for (let i = 0; i < n; i++) {
    await before?.();
    const start = performance.now();
    await op();
    samples.push({ start, end: performance.now() });
  }
  // The observer hears of the last pauses a turn later.
  await new Promise((resolve) => setImmediate(resolve));
  const paused = (s: { start: number; end: number }) => gcPauses.some((g) => g.start < s.end && g.end > s.start);
  const times = samples.map((s) => s.end - s.start).sort((a, b) => a - b);
  const without = samples
    .filter((s) => !paused(s))
    .map((s) => s.end - s.start)
    .sort((a, b) => a - b);
  gcPauses.length = 0;
  return {
    what,
    p50: p(times, 0.5),
    p99: p(times, 0.99),
    gc: { paused: samples.length - without.length, p99Without: without.length > 0 ? p(without, 0.99) : undefined },
  };
}

async function timed(load: StatisticsBenchResult['load'], what: string, op: () => Promise<unknown>): Promise<void> {
  const started = process.hrtime.bigint();
  await op();
  load.push({ what, ms: Number(process.hrtime.bigint() - started) / 1e6 });
}

/** A bench pug spread over the last year, on several maps, a quarter with its lobby round stored. */
function statsPug(k: number, players: number, rng: () => number, now: number, total: number, focusEvery?: number): PugDoc {
  const pug = benchPug(k, players, rng, focusEvery);
  const startAt = now - Math.floor(((total - k) / total) * 365 * 86_400_000) - 3_600_000;
  const round =
    k % 4 === 0
      ? { roundStartedAt: startAt - 60_000 - Math.floor(rng() * 1_800_000), readyUpAt: startAt - 60_000, waitedFor: [rng() < 0.5 ? 'medic' : 'demoman'] }
      : {};
  return {
    ...pug,
    number: k + 1, // numbered, as a site's pugs are (else the pugs feature's start numbers them all: pugs/pug-numbers.ts)
    startAt,
    endAt: startAt + 1_800_000,
    map: MAPS[k % MAPS.length]!,
    data: { score: rng() < 0.1 ? [2, 2] : rng() < 0.5 ? [5, 3] : [1, 4] },
    ...round,
  };
}

export async function runStatisticsBench(opts: StatisticsBenchOptions = {}): Promise<StatisticsBenchResult> {
  const players = opts.players ?? 50_000;
  const pugs = opts.pugs ?? 500_000;
  const n = opts.n ?? 200;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pug-bench-statistics-'));
  const database = await openDatabase({ dataDir: dir });
  const c = database.collections;
  const load: StatisticsBenchResult['load'] = [];
  const rows: Row[] = [];
  const now = Date.now();
  try {
    const rng = seededRng(17).next;
    await timed(load, `insert ${players.toLocaleString('en-US')} players`, async () => {
      for (let i = 0; i < players; i += 5000)
        await c.users.insertMany(
          Array.from({ length: Math.min(5000, players - i) }, (_, j) => benchUser(i + j, rng)),
          { ordered: false },
        );
    });
    await timed(load, `insert ${pugs.toLocaleString('en-US')} finished pugs`, async () => {
      for (let k = 0; k < pugs; k += 5000) {
        await c.pugs.insertMany(
          Array.from({ length: Math.min(5000, pugs - k) }, (_, j) => statsPug(k + j, players, rng, now, pugs, opts.focusEvery)),
          { ordered: false },
        );
        if ((k + 5000) % 50_000 === 0) process.stderr.write(`  … ${(k + 5000).toLocaleString('en-US')} pugs loaded\n`);
      }
    });
    await timed(load, 'background compaction after the load, until done', async () => {
      const journals = async () => (await fs.readdir(dir)).filter((f) => /^journal-\d+\.log$/.test(f)).length;
      while ((await journals()) > 1) await new Promise((resolve) => setTimeout(resolve, 50));
    });
    // The calibration page's own one-time count (calibration/backfill.ts) is not what this bench
    // measures: marked done, so the start and the figures are the statistics' alone.
    await c.meta.insertOne({ _id: 'calibrationBackfill', at: now, value: { counted: 0 } });
    let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
    // The count of the pugs from before (statistics/backfill.ts) runs in the background after the start.
    await timed(load, 'api start (listening; the count of the pugs from before goes on in the background)', async () => {
      server = await startTestServer({ deps: { db: database, collections: c, features: FEATURES, now: () => now } });
    });
    try {
      const get = async (p: string) => {
        const res = await fetch(`${server!.url}${p}`);
        if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
        return res.json();
      };
      const countedAt = Date.now();
      const during: number[] = [];
      let failed = 0;
      while ((await backfilledUntil(c)) === null) {
        const started = process.hrtime.bigint();
        // A stall of the event loop past the keep-alive timeout resets the connection: counted, not fatal.
        const answered = await get('/api/statistics?format=sixes&days=30').then(
          () => true,
          () => false,
        );
        if (answered) during.push(Number(process.hrtime.bigint() - started) / 1e6);
        else failed++;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      load.push({ what: 'the count of every pug, in the background, until done', ms: Date.now() - countedAt });
      const floor = await percentiles('baseline: driver findOne by _id', n, () => c.users.findOne({ _id: benchSteamid(0) }));
      rows.push(floor);
      if (during.length > 0) {
        during.sort((a, b) => a - b);
        rows.push({ what: `GET /api/statistics while the count runs (${during.length} answered, ${failed} reset)`, p50: p(during, 0.5), p99: p(during, 0.99) });
      }
      rows.push(await percentiles('GET /api/statistics (sixes, 30 days)', n, () => get('/api/statistics?format=sixes&days=30')));
      rows.push(await percentiles('GET /api/statistics (sixes, 90 days)', n, () => get('/api/statistics?format=sixes&days=90')));
      rows.push(await percentiles('GET /api/hallOfFame (sixes)', n, () => get('/api/hallOfFame?format=sixes')));
      const focus = benchSteamid(0);
      rows.push(await percentiles('GET /api/ladder (sixes medic, page 1)', n, () => get('/api/ladder?format=sixes&role=medic')));
      rows.push(await percentiles('GET /api/profile/:id', n, () => get(`/api/profile/${focus}`)));
      rows.push(await percentiles('GET /api/profile/:id/pugs (page 1)', n, () => get(`/api/profile/${focus}/pugs`)));
      rows.push(await percentiles('GET /api/profile/:id/pugs?page=20', n, () => get(`/api/profile/${focus}/pugs?page=20`)));
      rows.push(await percentiles('GET /api/profile/:id/mates', Math.max(10, Math.round(n / 10)), () => get(`/api/profile/${focus}/mates`), 2));
      rows.push(
        await percentiles(
          'baseline: maps counted by aggregating every pug',
          3,
          () => c.pugs.aggregate([{ $match: { format: 'SIXES', phase: 'Complete' } }, { $group: { _id: '$map', pugs: { $sum: 1 } } }]).toArray(),
          1,
        ),
      );
      // The reaction's work for one new finished pug: claim, counters, 12 records.
      let next = pugs;
      const countOne = async () => {
        const pug = statsPug(next++, players, rng, now, pugs);
        await c.pugs.insertOne({ ...pug, startAt: now + next, endAt: now + next });
        await tallyStoredPug(c, { ...pug, startAt: now + next, endAt: now + next });
      };
      rows.push(await percentiles('a new finished pug counted (pug/completed reaction)', n, countOne));
      rows.push(await percentiles('GET /api/hallOfFame right after a pug is counted', n, () => get('/api/hallOfFame?format=sixes'), 2, countOne));
      return { load, rows, floor };
    } finally {
      await server?.close();
    }
  } finally {
    await database.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

export function formatStatisticsBench(result: StatisticsBenchResult): string {
  const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms.toFixed(2)} ms`);
  const width = Math.max(...[...result.load, ...result.rows].map((r) => r.what.length));
  return [
    'load:',
    ...result.load.map((r) => `  ${r.what.padEnd(width)}  ${fmt(r.ms).padStart(10)}`),
    `${'per request:'.padEnd(width + 4)}${'p50'.padStart(10)}  ${'p99'.padStart(10)}  p99/floor p99  p99 without a GC pause (samples a pause fell into)`,
    ...result.rows.map(
      (r) =>
        `  ${r.what.padEnd(width)}  ${fmt(r.p50).padStart(10)}  ${fmt(r.p99).padStart(10)}  ${(r.p99 / result.floor.p99).toFixed(1).padStart(8)}x` +
        (r.gc ? `       ${(r.gc.p99Without === undefined ? '-' : fmt(r.gc.p99Without)).padStart(10)} (${r.gc.paused})` : ''),
    ),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { players: { type: 'string' }, pugs: { type: 'string' }, n: { type: 'string' }, 'focus-every': { type: 'string' } },
  });
  const result = await runStatisticsBench({
    players: values.players ? Number(values.players) : undefined,
    pugs: values.pugs ? Number(values.pugs) : undefined,
    n: values.n ? Number(values.n) : undefined,
    focusEvery: values['focus-every'] ? Number(values['focus-every']) : undefined,
  });
  console.log(formatStatisticsBench(result));
}
