/**
 * The GETs a signed-in player's lobby makes on load (`/api/queues`, `/api/self/`, `/remotes.json`,
 * each with the session cookie, as the browser sends them) against the running site
 * (`api/dist/main.js`, as `npm start` runs it: development sign-in on, logging at info to
 * /dev/null) vs a bare Koa + @koa/router answering the same bytes (bare-koa.mjs, sent the same
 * cookie), each in its own process, loaded by autocannon from this one, alternating rounds so
 * both see the same machine. Prints req/s, p99 and the ratio (the goal: >= 0.8x).
 *   node --import tsx bench/http/signed-in-gets.bench.ts [--seconds 4] [--connections 32] [--cpu-prof DIR]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { load } from './anonymous-gets.bench.ts';
import { withSiteAndBare } from './site-and-bare.ts';

const PATHS = (process.env.BENCH_PATHS?.split(',') ?? ['/api/queues', '/api/self/', '/remotes.json']) as readonly string[];

interface SignedInResult {
  path: string;
  bytes: number;
  site: { rps: number; p99Ms: number; cpuUs: number };
  bare: { rps: number; p99Ms: number; cpuUs: number };
}

async function devSignIn(url: string): Promise<string> {
  const res = await fetch(`${url}/auth/dev-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ steamid: '76561198000000042', alias: 'Bench' }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('pug_session='));
  if (!cookie) throw new Error(`the development sign-in answered ${res.status} without a session cookie`);
  return cookie;
}

export async function runSignedInGetsBench(opts: { seconds?: number; connections?: number; cpuProf?: string } = {}): Promise<SignedInResult[]> {
  const seconds = opts.seconds ?? 4;
  const connections = opts.connections ?? 32;
  const setup = {
    paths: PATHS,
    nodeEnv: 'development' as const,
    cpuProf: opts.cpuProf,
    headers: async (siteUrl: string) => ({ cookie: await devSignIn(siteUrl) }),
    check: (p: string, status: number) => {
      if (status !== 200) throw new Error(`${p} answered ${status} to the signed-in player`);
    },
  };
  return withSiteAndBare(setup, async ({ site, siteUrl, bare, bareUrl, headers, answers }) => {
    const results: SignedInResult[] = [];
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const average = (runs: { rps: number; p99Ms: number; cpuUs: number }[]) => ({
      rps: mean(runs.map((r) => r.rps)),
      p99Ms: mean(runs.map((r) => r.p99Ms)),
      cpuUs: mean(runs.map((r) => r.cpuUs)),
    });
    for (const p of PATHS) {
      await load(siteUrl + p, 1, connections, site.pid!, { headers }); // warm-up (JIT, caches)
      await load(bareUrl + p, 1, connections, bare.pid!, { headers });
      const siteRuns = [];
      const bareRuns = [];
      for (let round = 0; round < 2; round++) {
        siteRuns.push(await load(siteUrl + p, seconds / 2, connections, site.pid!, { headers }));
        bareRuns.push(await load(bareUrl + p, seconds / 2, connections, bare.pid!, { headers }));
      }
      results.push({ path: p, bytes: Buffer.byteLength(answers[p]!.body), site: average(siteRuns), bare: average(bareRuns) });
    }
    return results;
  });
}

export function formatSignedInGets(rows: SignedInResult[]): string {
  const lines = rows.map(
    (r) =>
      `  ${r.path.padEnd(14)} ${String(r.bytes).padStart(5)} B  site ${Math.round(r.site.rps).toString().padStart(6)} req/s p99 ${r.site.p99Ms.toFixed(0).padStart(3)} ms ${r.site.cpuUs.toFixed(0).padStart(4)} µs CPU/req` +
      `  bare ${Math.round(r.bare.rps).toString().padStart(6)} req/s p99 ${r.bare.p99Ms.toFixed(0).padStart(3)} ms ${r.bare.cpuUs.toFixed(0).padStart(4)} µs CPU/req` +
      `  ratio ${(r.site.rps / r.bare.rps).toFixed(2)}x req/s, ${(r.bare.cpuUs / r.site.cpuUs).toFixed(2)}x by CPU/req`,
  );
  return ['  (signed in: every request carries the session cookie; ratio = site / bare Koa + @koa/router; goal >= 0.8x)', ...lines].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { seconds: { type: 'string' }, connections: { type: 'string' }, 'cpu-prof': { type: 'string' } } });
  const rows = await runSignedInGetsBench({
    seconds: Number(values.seconds ?? 4),
    connections: Number(values.connections ?? 32),
    ...(values['cpu-prof'] ? { cpuProf: path.resolve(values['cpu-prof']) } : {}),
  });
  console.log(formatSignedInGets(rows));
}
