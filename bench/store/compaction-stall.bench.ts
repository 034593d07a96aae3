/**
 * How long a journal compaction holds the event loop: the embedded store filled to a snapshot of
 * `--mb` MB (default 150), a steady write load through the official driver, and the event loop's
 * longest stall (perf_hooks monitorEventLoopDelay, 1 ms resolution) measured over three windows
 * of the same run:
 * - baseline: the same load, no compaction, for as long as the background compaction took;
 * - background compaction (datadir.ts `startCompaction`, what a live store does now);
 * - synchronous compaction (`compact`, what the live store did before; still what open and close do).
 *   node --import tsx bench/store/compaction-stall.bench.ts [--mb 150]
 * `runCompactionStallBench` is exported for the bench runner (`npm run bench -- compaction-stall`).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { MongoClient } from 'mongodb';
import { startEmbeddedStore, type EmbeddedStore } from '@pug/store';

export interface CompactionStallOptions {
  /** Snapshot size to fill the store to, in MB. */
  mb?: number;
  /** Writers of the load, each one write every `pauseMs` after its previous one was acknowledged. */
  writers?: number;
  pauseMs?: number;
}

export interface StallWindow {
  name: string;
  seconds: number;
  /** The event loop's longest and 99th-percentile delay in the window, ms. */
  maxStallMs: number;
  p99StallMs: number;
  writes: number;
}

export interface CompactionStallResult {
  snapshotBytes: number;
  documents: number;
  windows: StallWindow[];
  /** Wall time of each compaction, ms. */
  backgroundMs: number;
  synchronousMs: number;
  /** The background compaction's longest synchronous stretch (its own share of any stall), ms. */
  longestSliceMs: number;
}

const QUEUES = ['sixes', 'highlander', 'prolander'];
const ROLES = ['scout', 'soldier', 'demoman', 'medic', 'pocket', 'roamer'];

/** A finished pug as the site stores it, about 1.2 KB of BSON. */
function pug(i: number): Record<string, unknown> {
  const players = Array.from({ length: 12 }, (_, k) => ({
    steamid: `7656119${String(8_000_000_000 + ((i * 12 + k) % 50_000)).padStart(10, '0')}`,
    role: ROLES[k % ROLES.length],
    team: k < 6 ? 'blu' : 'red',
    elo: 1200 + ((i * 31 + k * 17) % 900),
  }));
  return {
    _id: `pug-${i}`,
    queue: QUEUES[i % QUEUES.length],
    state: 'finished',
    map: `cp_map_${i % 40}`,
    startAt: 1_700_000_000_000 + i * 60_000,
    endAt: 1_700_000_000_000 + i * 60_000 + 1_800_000,
    players,
    score: { blu: i % 5, red: (i * 7) % 5 },
  };
}

/** Fills the engine directly (no driver, no compaction: the threshold is out of reach) until the state is about `bytes`. */
function fill(store: EmbeddedStore, bytes: number): number {
  const engine = store.engine;
  engine.ensureCollection('bench', 'pugs');
  engine.flush();
  const perDoc = 1200;
  const n = Math.ceil(bytes / perDoc);
  for (let i = 0; i < n; i++) {
    engine.write({ o: 'p', d: 'bench', c: 'pugs', doc: pug(i) });
    if (i % 5000 === 4999) engine.flush();
  }
  engine.flush();
  return n;
}

/** The steady load: writers updating random pugs and inserting new ones, until stopped. */
function startLoad(client: MongoClient, documents: number, writers: number, pauseMs: number) {
  const pugs = client.db('bench').collection<{ _id: string } & Record<string, unknown>>('pugs');
  let running = true;
  let writes = 0;
  let inserted = 0;
  const writer = async (w: number) => {
    let k = 0;
    while (running) {
      if (++k % 4 === 0) await pugs.insertOne({ ...pug(documents + w * 1_000_000 + inserted++), _id: `load-${w}-${k}` });
      else await pugs.updateOne({ _id: `pug-${Math.floor(Math.random() * documents)}` }, { $set: { state: 'reviewed', reviewedAt: Date.now() } });
      writes++;
      await new Promise((r) => setTimeout(r, pauseMs));
    }
  };
  const done = Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
  return {
    /** Starts a window: returns the writes acknowledged since when called. */
    window() {
      const from = writes;
      return () => writes - from;
    },
    async stop() {
      running = false;
      await done;
    },
  };
}

async function measure(name: string, load: ReturnType<typeof startLoad>, during: () => Promise<void>): Promise<StallWindow> {
  const h = monitorEventLoopDelay({ resolution: 1 });
  const counters = load.window();
  const t0 = performance.now();
  h.enable();
  await during();
  h.disable();
  const seconds = (performance.now() - t0) / 1000;
  return { name, seconds, maxStallMs: h.max / 1e6, p99StallMs: h.percentile(99) / 1e6, writes: counters() };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export async function runCompactionStallBench(opts: CompactionStallOptions = {}): Promise<CompactionStallResult> {
  const mb = opts.mb ?? 150;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pug-bench-compaction-'));
  // No compaction but the ones this bench starts.
  const store = await startEmbeddedStore({ dataDir: dir, compactBytes: Number.MAX_SAFE_INTEGER });
  const client = new MongoClient(store.uri, { maxPoolSize: 16 });
  try {
    const documents = fill(store, mb * 1e6);
    await client.connect();
    const load = startLoad(client, documents, opts.writers ?? 8, opts.pauseMs ?? 2);
    await sleep(1000); // warm: the pool, the JIT

    let backgroundMs = 0;
    const background = await measure('background compaction (now)', load, async () => {
      await sleep(100);
      const t0 = performance.now();
      await store.dataDir.startCompaction(store.engine);
      backgroundMs = performance.now() - t0;
      await sleep(100);
    });
    const { snapshotBytes, longestSliceMs } = store.dataDir.stats;
    if (store.dataDir.stats.compactions !== 1) throw new Error('the background compaction did not complete');
    const baseline = await measure('no compaction (baseline)', load, () => sleep(background.seconds * 1000));
    let synchronousMs = 0;
    const synchronous = await measure('synchronous compaction (before)', load, async () => {
      await sleep(100);
      const t0 = performance.now();
      store.dataDir.compact(store.engine);
      synchronousMs = performance.now() - t0;
      await sleep(100);
    });
    await load.stop();
    return { snapshotBytes, documents, windows: [baseline, background, synchronous], backgroundMs, synchronousMs, longestSliceMs };
  } finally {
    await client.close();
    await store.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

export function formatCompactionStall(r: CompactionStallResult): string {
  const [baseline, background, synchronous] = r.windows as [StallWindow, StallWindow, StallWindow];
  const head = ['window', 'seconds', 'longest stall ms', 'p99 stall ms', 'writes/s', 'longest stall / baseline'];
  const body = r.windows.map((w) => [
    w.name,
    w.seconds.toFixed(2),
    w.maxStallMs.toFixed(1),
    w.p99StallMs.toFixed(1),
    Math.round(w.writes / w.seconds).toLocaleString('en-US'),
    `${(w.maxStallMs / baseline.maxStallMs).toFixed(2)}x`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [
    `snapshot ${(r.snapshotBytes / 1e6).toFixed(1)} MB (${r.documents.toLocaleString('en-US')} pugs), a steady write load through the driver`,
    line(head),
    line(widths.map((w) => '-'.repeat(w))),
    ...body.map(line),
    `compaction wall time: background ${(r.backgroundMs / 1000).toFixed(2)} s, synchronous ${(r.synchronousMs / 1000).toFixed(2)} s`,
    `the background compaction's longest synchronous stretch: ${r.longestSliceMs.toFixed(1)} ms (the rest of a longer stall is the load itself, GC, or the machine)`,
    `longest stall, background / baseline: ${(background.maxStallMs / baseline.maxStallMs).toFixed(2)}x; synchronous / baseline: ${(synchronous.maxStallMs / baseline.maxStallMs).toFixed(1)}x`,
  ].join('\n');
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const { values } = parseArgs({ options: { mb: { type: 'string', default: '150' } } });
  const mb = Number(values.mb);
  if (!(mb > 0)) throw new Error(`--mb must be a positive number, got '${values.mb}'`);
  console.log(`Node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}`);
  console.log(formatCompactionStall(await runCompactionStallBench({ mb })));
}
