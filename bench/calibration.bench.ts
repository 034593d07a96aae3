/**
 * The calibration page against a big history: --pugs finished Sixes pugs with stored odds
 * bulk-loaded into the embedded store; the one-time count of them (calibration/backfill.ts) is
 * timed, then `GET /api/calibration` over HTTP (p50 and p99 of --n requests after warm ones)
 * against baselines measured in the same run: a driver `findOne` by `_id` (the floor every read
 * pays), and the page computed without counters, by reading every pug of the format with a
 * projection and folding it in the process (what each request would cost). Last, the
 * `pug/completed` reaction's cost per new pug (calibration/count.ts).
 *   node --import tsx bench/calibration.bench.ts [--pugs 100000] [--n 200]
 * bench/RESULTS.md "calibration" has measured figures.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { calibrationSummary, seededRng } from '@pug/domain';
import { backfillCalibration } from '@pug/api/src/calibration/backfill.ts';
import { CALIBRATION_PROJECTION, calibrationIncrements, countStoredPug } from '@pug/api/src/calibration/count.ts';
import { openDatabase, type PugDoc } from '@pug/api/src/db/index.ts';
import { FEATURES } from '@pug/api/src/features.ts';
import { startTestServer } from '@pug/api/src/testing/test-server.ts';
import { benchPug } from './profile/generate.ts';

interface Row {
  what: string;
  p50: number;
  p99: number;
}

async function percentiles(what: string, n: number, op: () => Promise<unknown>, warm = 5): Promise<Row> {
  for (let i = 0; i < warm; i++) await op();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = process.hrtime.bigint();
    await op();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  return { what, p50: at(0.5), p99: at(0.99) };
}

/** A bench pug over the last year with its stored odds, a result drawn from them, a draw 1 in 25. */
function calibrationPug(k: number, total: number, rng: () => number, now: number): PugDoc {
  const pug = benchPug(k, 20_000, rng);
  const startAt = now - Math.floor(((total - k) / total) * 365 * 86_400_000) - 3_600_000;
  const blu = 0.2 + 0.6 * rng();
  const draw = rng() < 0.04;
  return {
    ...pug,
    startAt,
    endAt: startAt + 1_800_000,
    odds: { blu, atStart: blu },
    data: { score: draw ? [2, 2] : rng() < blu ? [5, 3] : [1, 4] },
  };
}

export async function runCalibrationBench(opts: { pugs?: number; n?: number } = {}): Promise<{ load: { what: string; ms: number }[]; rows: Row[] }> {
  const pugs = opts.pugs ?? 100_000;
  const n = opts.n ?? 200;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pug-bench-calibration-'));
  const database = await openDatabase({ dataDir: dir });
  const c = database.collections;
  const load: { what: string; ms: number }[] = [];
  const rows: Row[] = [];
  const now = Date.now();
  const timed = async (what: string, op: () => Promise<unknown>) => {
    const started = performance.now();
    await op();
    load.push({ what, ms: performance.now() - started });
  };
  try {
    const rng = seededRng(23).next;
    await timed(`insert ${pugs.toLocaleString('en-US')} finished pugs`, async () => {
      for (let k = 0; k < pugs; k += 5000)
        await c.pugs.insertMany(
          Array.from({ length: Math.min(5000, pugs - k) }, (_, j) => calibrationPug(k + j, pugs, rng, now)),
          { ordered: false },
        );
    });
    await timed('the one-time count of every pug (calibration/backfill.ts)', () => backfillCalibration(c, now));
    const server = await startTestServer({ deps: { db: database, collections: c, features: FEATURES, now: () => now } });
    try {
      const get = async (p: string) => {
        const res = await fetch(`${server.url}${p}`);
        if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
        return res.json();
      };
      rows.push(await percentiles('baseline: driver findOne by _id', n, () => c.pugs.findOne({ _id: 'bench-pug-0' })));
      rows.push(await percentiles('GET /api/calibration (sixes)', n, () => get('/api/calibration?format=sixes')));
      rows.push(
        await percentiles(
          'baseline: every pug read with a projection and folded (no counters)',
          3,
          async () => {
            const into: Record<string, number> = {};
            for await (const pug of c.pugs.find({ format: 'SIXES', phase: 'Complete' }, { projection: CALIBRATION_PROJECTION, batchSize: 1000 }))
              calibrationIncrements(pug, into);
            return calibrationSummary(into);
          },
          1,
        ),
      );
      let next = pugs;
      rows.push(
        await percentiles('a new finished pug counted (pug/completed reaction)', 50, async () => {
          const pug = { ...calibrationPug(next++, pugs, rng, now), _id: `bench-pug-new-${next}` };
          await c.pugs.insertOne(pug);
          await countStoredPug(c, pug);
        }),
      );
      return { load, rows };
    } finally {
      await server.close();
    }
  } finally {
    await database.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { pugs: { type: 'string' }, n: { type: 'string' } } });
  const { load, rows } = await runCalibrationBench({
    ...(values.pugs ? { pugs: Number(values.pugs) } : {}),
    ...(values.n ? { n: Number(values.n) } : {}),
  });
  const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms.toFixed(2)} ms`);
  const floor = rows[0]!;
  const width = Math.max(...[...load, ...rows].map((r) => r.what.length));
  console.log('load:');
  for (const r of load) console.log(`  ${r.what.padEnd(width)}  ${fmt(r.ms).padStart(10)}`);
  console.log(`${'per request:'.padEnd(width + 4)}${'p50'.padStart(10)}  ${'p99'.padStart(10)}  p50/floor p50`);
  for (const r of rows)
    console.log(`  ${r.what.padEnd(width)}  ${fmt(r.p50).padStart(10)}  ${fmt(r.p99).padStart(10)}  ${(r.p50 / floor.p50).toFixed(1).padStart(8)}x`);
}
