/**
 * The ladder and a profile against a big site: PLAYERS players and PUGS finished pugs (one elo
 * history entry each) bulk-loaded into the embedded store, then the real api routes timed over
 * HTTP (median of --n runs after warm ones), against a baseline measured in the same run: a bare
 * driver `findOne` by `_id` (the floor every request pays) and, for the ladder, the same page
 * computed in the process from every player (a full scan and sort, what an index saves).
 *   node --import tsx bench/profile.bench.ts [--players 50000] [--pugs 500000] [--n 20] [--focus-every 500]
 * The embedded store keeps everything in memory and journals every write; it compacts the journal
 * into a snapshot once the journal outgrows the last snapshot, so loading is linear in the data:
 * about 1 minute per 50,000 pugs on the shared 2-core machine, 500,000 pugs in about 10 minutes
 * and a 2.8 GB heap (it fits Node's default 4 GB limit; it prints progress and heap). The ladder
 * does not depend on the pug count; a profile's pug page and elo chart depend only on that
 * player's own pugs (here player 0 plays every 500th pug, so they grow with --pugs).
 * bench/RESULTS.md "profile" has measured tables.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { aliasPrefixFilter } from '@pug/api/src/db/alias-prefix.ts';
import { openDatabase } from '@pug/api/src/db/index.ts';
import { FEATURES } from '@pug/api/src/features.ts';
import { startTestServer } from '@pug/api/src/testing/test-server.ts';
import { benchEloHistory, benchPug, benchSteamid, benchUser, seededRng } from './profile/generate.ts';

export interface ProfileBenchOptions {
  players?: number;
  pugs?: number;
  /** Timed requests per measurement. */
  n?: number;
  /** Player 0 plays every `focusEvery`th pug (default 500): the profile measured has pugs / focusEvery of them. */
  focusEvery?: number;
}

export interface TimedRow {
  what: string;
  ms: number;
  /** CPU time of this process (server, store and client all run in it) per run: what a busy machine does not inflate. */
  cpuMs: number;
}

export interface ProfileBenchResult {
  load: TimedRow[];
  rows: TimedRow[];
  floor: TimedRow;
}

const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * After a few warm runs, the median wall time of n runs (a GC pause moves a mean, not a median)
 * and the mean CPU time per run (the machine is shared: neighbours stretch wall times, not CPU).
 */
async function timeEach(what: string, n: number, op: () => Promise<unknown>, warm = 3): Promise<TimedRow> {
  for (let i = 0; i < warm; i++) await op();
  const times: number[] = [];
  const cpuStart = cpuNow();
  for (let i = 0; i < n; i++) {
    const started = process.hrtime.bigint();
    await op();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  const cpuMs = (cpuNow() - cpuStart) / n;
  times.sort((a, b) => a - b);
  return { what, ms: n % 2 ? times[(n - 1) / 2]! : (times[n / 2 - 1]! + times[n / 2]!) / 2, cpuMs };
}

async function timed<T>(rows: TimedRow[], what: string, op: () => Promise<T>): Promise<T> {
  const started = process.hrtime.bigint();
  const cpuStart = cpuNow();
  const out = await op();
  rows.push({ what, ms: Number(process.hrtime.bigint() - started) / 1e6, cpuMs: cpuNow() - cpuStart });
  return out;
}

export async function runProfileBench(opts: ProfileBenchOptions = {}): Promise<ProfileBenchResult> {
  const players = opts.players ?? 50_000;
  const pugs = opts.pugs ?? 500_000;
  const n = opts.n ?? 20;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pug-bench-profile-'));
  const database = await openDatabase({ dataDir: dir });
  const c = database.collections;
  const load: TimedRow[] = [];
  const rows: TimedRow[] = [];
  try {
    const rng = seededRng(11).next;
    await timed(load, `insert ${players.toLocaleString('en-US')} players (batches of 5,000)`, async () => {
      for (let i = 0; i < players; i += 5000)
        await c.users.insertMany(
          Array.from({ length: Math.min(5000, players - i) }, (_, j) => benchUser(i + j, rng)),
          { ordered: false },
        );
    });
    await timed(load, `insert ${pugs.toLocaleString('en-US')} pugs + as many elo history entries (batches of 5,000)`, async () => {
      for (let k = 0; k < pugs; k += 5000) {
        const batch = Array.from({ length: Math.min(5000, pugs - k) }, (_, j) => benchPug(k + j, players, rng, opts.focusEvery));
        await c.pugs.insertMany(batch, { ordered: false });
        await c.eloHistory.insertMany(batch.map(benchEloHistory), { ordered: false });
        if ((k + 5000) % 50_000 === 0) {
          const heapMiB = Math.round(process.memoryUsage().heapUsed / 2 ** 20);
          process.stderr.write(`  … ${(k + 5000).toLocaleString('en-US')} pugs loaded (${heapMiB.toLocaleString('en-US')} MiB heap)\n`);
        }
      }
    });
    // The load ends with the store compacting its journal in the background (half the event loop
    // for a few seconds): the requests are timed once it has finished, i.e. once one journal
    // generation is left in the folder.
    await timed(load, 'background compaction after the load, until done', async () => {
      const journals = async () => (await fs.readdir(dir)).filter((f) => /^journal-\d+\.log$/.test(f)).length;
      while ((await journals()) > 1) await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const server = await startTestServer({ deps: { db: database, collections: c, features: FEATURES } });
    try {
      const get = async (p: string) => {
        const res = await fetch(`${server.url}${p}`);
        if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
        return res.json();
      };
      const focus = benchSteamid(0);
      const floor = await timeEach('baseline: driver findOne by _id', n, () => c.users.findOne({ _id: focus }));
      rows.push(floor);
      rows.push(
        await timeEach(
          'baseline: ladder page computed in the process from every player',
          Math.max(3, Math.round(n / 4)),
          async () => {
            const all = await c.users.find({ 'elos.sixes.medic': { $exists: true } }, { projection: { _id: 1, 'elos.sixes.medic': 1 } }).toArray();
            all.sort((a, b) => (b.elos.sixes?.medic ?? 0) - (a.elos.sixes?.medic ?? 0));
            return all.slice(0, 25);
          },
          1,
        ),
      );
      rows.push(await timeEach('GET /api/ladder (sixes medic, page 1)', n, () => get('/api/ladder?format=sixes&role=medic')));
      rows.push(await timeEach('GET /api/ladder (page 1000)', n, () => get('/api/ladder?format=sixes&role=medic&page=1000')));
      rows.push(await timeEach('GET /api/ladder?q=<alias prefix>', n, () => get('/api/ladder?format=sixes&role=medic&q=Kritz%2012')));
      // The search itself (the route's page + count, without the 25 per-row rank counts it adds):
      // a range of `aliasKey` on its index, against the case-insensitive regex on `alias` it replaced.
      const searchBy = (filter: Record<string, unknown>) => () =>
        Promise.all([
          c.users.find({ 'elos.sixes.medic': { $exists: true }, ...filter }, { sort: { 'elos.sixes.medic': -1, _id: 1 }, limit: 25 }).toArray(),
          c.users.countDocuments({ 'elos.sixes.medic': { $exists: true }, ...filter }),
        ]);
      rows.push(await timeEach('  the search in it: find page + count on aliasKey range', n, searchBy({ aliasKey: aliasPrefixFilter('Kritz 12') })));
      rows.push(await timeEach('  baseline: the same as an /^kritz 12/i regex on alias', n, searchBy({ alias: { $regex: '^Kritz 12', $options: 'i' } })));
      rows.push(await timeEach('GET /api/ladder?q=<steam id>', n, () => get(`/api/ladder?format=sixes&role=medic&q=${benchSteamid(4242)}`)));
      rows.push(
        await timeEach('profile load (profile + pugs page + elo chart, in parallel)', n, () =>
          Promise.all([get(`/api/profile/${focus}`), get(`/api/profile/${focus}/pugs`), get(`/api/profile/${focus}/elo?format=sixes&role=roamerscout`)]),
        ),
      );
      rows.push(await timeEach('GET /api/profile/:id/pugs?page=50', n, () => get(`/api/profile/${focus}/pugs?page=50`)));
      // With and against: the answer kept since the player's last pug (profiles/mates-cache.ts), and
      // the first read after one of their pugs: their pugs read through `by_player` and folded.
      rows.push(await timeEach('GET /api/profile/:id/mates', n, () => get(`/api/profile/${focus}/mates`)));
      rows.push(
        await timeEach('GET /api/profile/:id/mates, first read after a pug of theirs', n, async () => {
          await c.playerMates.updateOne({ _id: focus }, { $inc: { gen: 1 }, $unset: { formats: '', rule: '' } }, { upsert: true });
          return get(`/api/profile/${focus}/mates`);
        }),
      );
      rows.push(await timeEach('GET /api/profile/:id/mates?q=<alias prefix>', n, () => get(`/api/profile/${focus}/mates?q=Kritz`)));
      return { load, rows, floor };
    } finally {
      await server.close();
    }
  } finally {
    await database.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

export function formatProfileBench(result: ProfileBenchResult): string {
  const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms.toFixed(2)} ms`);
  const width = Math.max(...[...result.load, ...result.rows].map((r) => r.what.length));
  return [
    `${'load:'.padEnd(width + 4)}${'wall'.padStart(10)}  ${'CPU'.padStart(10)}`,
    ...result.load.map((r) => `  ${r.what.padEnd(width)}  ${fmt(r.ms).padStart(10)}  ${fmt(r.cpuMs).padStart(10)}`),
    `${'per request (median wall, mean CPU):'.padEnd(width + 4)}${'wall'.padStart(10)}  ${'CPU'.padStart(10)}  CPU/floor`,
    ...result.rows.map(
      (r) => `  ${r.what.padEnd(width)}  ${fmt(r.ms).padStart(10)}  ${fmt(r.cpuMs).padStart(10)}  ${(r.cpuMs / result.floor.cpuMs).toFixed(1).padStart(8)}x`,
    ),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { players: { type: 'string' }, pugs: { type: 'string' }, n: { type: 'string' }, 'focus-every': { type: 'string' } },
  });
  const result = await runProfileBench({
    players: values.players ? Number(values.players) : undefined,
    pugs: values.pugs ? Number(values.pugs) : undefined,
    n: values.n ? Number(values.n) : undefined,
    focusEvery: values['focus-every'] ? Number(values['focus-every']) : undefined,
  });
  console.log(formatProfileBench(result));
}
