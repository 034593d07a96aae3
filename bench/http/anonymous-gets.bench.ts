/**
 * The anonymous GETs the lobby makes (`/api/queues`, `/api/self/` signed out, `/remotes.json`)
 * against the running site (`api/dist/main.js`, as `npm start` runs it, logging at info to
 * /dev/null) vs a bare Koa + @koa/router answering the same bytes (bare-koa.mjs), each in its
 * own process, loaded by autocannon from this one, interleaved so both see the same machine.
 *   node --import tsx bench/http/anonymous-gets.bench.ts [--seconds 4] [--connections 32] [--cpu-prof DIR]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { withSiteAndBare } from './site-and-bare.ts';

const PATHS = (process.env.BENCH_PATHS?.split(',') ?? ['/api/queues', '/api/self/', '/remotes.json']) as readonly string[];

export interface GetResult {
  path: string;
  bytes: number;
  siteRps: number;
  bareRps: number;
  /** Server CPU time (user + system) per request, µs: steadier than req/s on a shared machine. */
  siteCpuUs: number;
  bareCpuUs: number;
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
}

/** autocannon against `url` for `seconds`: req/s, p99 latency (ms) and the server's CPU per request. */
export async function load(
  url: string,
  seconds: number,
  connections: number,
  pid: number,
  opts: { headers?: Record<string, string>; allow401?: boolean } = {},
): Promise<{ rps: number; p99Ms: number; cpuUs: number }> {
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1, ...(opts.headers ? { headers: opts.headers } : {}) });
  const cpu = cpuSeconds(pid) - cpuBefore;
  if (result.non2xx > 0 && !opts.allow401) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  if (result.errors > 0) throw new Error(`${url}: ${result.errors} errors`);
  return { rps: result.requests.average, p99Ms: result.latency.p99, cpuUs: (cpu * 1e6) / Math.max(1, result.requests.total) };
}

export async function runAnonymousGetsBench(opts: { seconds?: number; connections?: number; cpuProf?: string } = {}): Promise<GetResult[]> {
  const seconds = opts.seconds ?? 4;
  const connections = opts.connections ?? 32;
  return withSiteAndBare({ paths: PATHS, nodeEnv: 'production', cpuProf: opts.cpuProf }, async ({ site, siteUrl, bare, bareUrl, answers }) => {
    const results: GetResult[] = [];
    for (const p of PATHS) {
      const allow401 = p === '/api/self/';
      await load(siteUrl + p, 1, connections, site.pid!, { allow401 }); // warm-up (JIT, caches)
      await load(bareUrl + p, 1, connections, bare.pid!, { allow401 });
      const siteRuns: { rps: number; cpuUs: number }[] = [];
      const bareRuns: { rps: number; cpuUs: number }[] = [];
      for (let round = 0; round < 2; round++) {
        siteRuns.push(await load(siteUrl + p, seconds / 2, connections, site.pid!, { allow401 }));
        bareRuns.push(await load(bareUrl + p, seconds / 2, connections, bare.pid!, { allow401 }));
      }
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      results.push({
        path: p,
        bytes: Buffer.byteLength(answers[p]!.body),
        siteRps: mean(siteRuns.map((r) => r.rps)),
        bareRps: mean(bareRuns.map((r) => r.rps)),
        siteCpuUs: mean(siteRuns.map((r) => r.cpuUs)),
        bareCpuUs: mean(bareRuns.map((r) => r.cpuUs)),
      });
    }
    return results;
  });
}

export function formatAnonymousGets(rows: GetResult[]): string {
  const lines = rows.map(
    (r) =>
      `  ${r.path.padEnd(14)} ${String(r.bytes).padStart(5)} B  site ${Math.round(r.siteRps).toString().padStart(6)} req/s ${r.siteCpuUs.toFixed(0).padStart(4)} µs CPU/req` +
      `  bare ${Math.round(r.bareRps).toString().padStart(6)} req/s ${r.bareCpuUs.toFixed(0).padStart(4)} µs CPU/req` +
      `  ratio ${(r.siteRps / r.bareRps).toFixed(2)}x req/s, ${(r.bareCpuUs / r.siteCpuUs).toFixed(2)}x by CPU/req`,
  );
  return ['  (ratio = site / bare Koa + @koa/router; goal >= 0.8x)', ...lines].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { seconds: { type: 'string' }, connections: { type: 'string' }, 'cpu-prof': { type: 'string' } } });
  const rows = await runAnonymousGetsBench({
    seconds: Number(values.seconds ?? 4),
    connections: Number(values.connections ?? 32),
    ...(values['cpu-prof'] ? { cpuProf: path.resolve(values['cpu-prof']) } : {}),
  });
  console.log(formatAnonymousGets(rows));
}
