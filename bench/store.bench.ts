/**
 * What the embedded store costs: ops/s for insert, find by index and findAndModify through the
 * official driver, against the same operations on a plain Map, measured in the same run.
 *   node --import tsx bench/store.bench.ts [--n 3000]
 * `runStoreBench` is exported for a bench runner.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { MongoClient } from 'mongodb';
import { startEmbeddedStore } from '@pug/store';
import { MapStore, type BenchUser } from './store/map-baseline.ts';
import { formatTable, opsPerSecond, type Row } from './store/measure.ts';

export interface StoreBenchOptions {
  /** Operations per measurement. */
  n?: number;
  /** In-flight counts to measure (1 = one request at a time). */
  concurrency?: number[];
}

/** Run r, operation i: distinct ids and steamids across every run of the bench. */
const user = (run: number, i: number): BenchUser => ({
  _id: `r${run}-${i}`,
  steamid: `7656119${String(8_000_000_000 + run * 1_000_000 + i).padStart(10, '0')}`,
  alias: `player${i}`,
  elo: 1500,
  version: 0,
});

export interface StoreBenchResult {
  rows: Row[];
  /** ops/s of a bare `ping` through the driver: the round-trip floor every operation pays. */
  pingOps: number;
}

export async function runStoreBench(opts: StoreBenchOptions = {}): Promise<StoreBenchResult> {
  const n = opts.n ?? 3000;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pug-bench-store-'));
  const store = await startEmbeddedStore({ dataDir: dir });
  const client = new MongoClient(store.uri, { maxPoolSize: 32 });
  const rows: Row[] = [];
  let pingOps = 0;
  try {
    await client.connect();
    const users = client.db('bench').collection<BenchUser>('users');
    await users.createIndex({ steamid: 1 }, { unique: true });
    const admin = client.db('admin');
    await opsPerSecond(200, 1, () => admin.command({ ping: 1 }));
    pingOps = await opsPerSecond(n, 1, () => admin.command({ ping: 1 }));
    let runs = 0;
    for (const concurrency of opts.concurrency ?? [1, 16]) {
      const warm = ++runs;
      const run = ++runs;
      const map = new MapStore();
      // Warm both paths (JIT, connection pool) before measuring.
      await opsPerSecond(200, concurrency, (i) => users.insertOne(user(warm, i)));
      await opsPerSecond(200, concurrency, (i) => map.insert(user(warm, i)));

      const ins = await opsPerSecond(n, concurrency, (i) => users.insertOne(user(run, n + i)));
      const insMap = await opsPerSecond(n, concurrency, (i) => map.insert(user(run, n + i)));
      rows.push({ op: 'insert', concurrency, storeOps: ins, mapOps: insMap, ratio: insMap / ins });

      const find = await opsPerSecond(n, concurrency, (i) => users.findOne({ steamid: user(run, n + i).steamid }));
      const findMap = await opsPerSecond(n, concurrency, (i) => map.findBySteamid(user(run, n + i).steamid));
      rows.push({ op: 'find by index', concurrency, storeOps: find, mapOps: findMap, ratio: findMap / find });

      // Each operation bumps its own document's version once, conditionally (no contention).
      const fam = await opsPerSecond(n, concurrency, (i) =>
        users.findOneAndUpdate({ _id: user(run, n + i)._id, version: 0 }, { $inc: { version: 1, elo: 1 } }, { returnDocument: 'after' }),
      );
      const famMap = await opsPerSecond(n, concurrency, (i) => map.bumpVersion(user(run, n + i)._id, 0));
      rows.push({ op: 'findAndModify', concurrency, storeOps: fam, mapOps: famMap, ratio: famMap / fam });

      const bumped = await users.countDocuments({ _id: { $regex: `^r${run}-` }, version: 1 });
      if (bumped !== n) throw new Error(`findAndModify bench updated ${bumped} documents, expected ${n}`);
    }
  } finally {
    await client.close();
    await store.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
  return { rows, pingOps };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const { values } = parseArgs({ options: { n: { type: 'string', default: '3000' } } });
  const n = Number(values.n);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--n must be a positive integer, got '${values.n}'`);
  const { rows, pingOps } = await runStoreBench({ n });
  console.log(`embedded store vs in-memory Map (${n} ops each, Node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)})`);
  console.log(formatTable(rows));
  console.log(`driver round-trip floor (ping, 1 in flight): ${Math.round(pingOps).toLocaleString('en-US')} ops/s`);
}
