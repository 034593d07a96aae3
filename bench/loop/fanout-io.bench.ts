/**
 * Fan-out to real socket.io-client watchers: N sockets (default 1,000), each a socket.io-client
 * (websocket transport, its own manager) in one client process, watch the sixes queue of the api
 * (as `npm start` runs it, in a process of its own). A join or a leave (POST /api/queueRole) must
 * reach every one of them as `playerQueued`. Against a bare Socket.IO server (bare-io-replay.mjs)
 * broadcasting the very event the site sent (same name, same payload bytes) to N socket.io-client
 * watchers of its own, in the same run, rounds alternating: delivery p50 / p99 (request sent ->
 * that socket has the event) and until the last socket.
 * `--profile` runs the api under `node --cpu-prof` and prints its top self-time frames during the
 * measured rounds only.
 * `--source` runs the api from its TypeScript source (tsx) rather than `api/dist/main.js`.
 *   node --import tsx bench/loop/fanout-io.bench.ts [--sockets 1000] [--rounds 20] [--profile] [--source]
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { signIn } from '@pug/api/src/auth/testing.ts';
import { apiCommand, freePort, stopProcess, waitForHttp } from '../api-process.ts';
import { formatSelfTime, monotonicUs, profileIn, topSelfTime, type CpuSummary } from './cpu-profile.ts';

export interface FanoutIoSide {
  p50Ms: number;
  p99Ms: number;
  /** Median over changes of the time until the last socket had the event. */
  allMs: number;
  /** Median over changes of the time until the first socket had it (the work before the emit). */
  firstMs: number;
}

export interface FanoutIoResult {
  sockets: number;
  changes: number;
  /** Bytes of the event as sent (`42["playerQueued",{…}]`). */
  eventBytes: number;
  site: FanoutIoSide;
  bare: FanoutIoSide;
  profile?: CpuSummary;
  bareProfile?: CpuSummary;
}

const STEAMID = '76561198000009001';
const wallNow = () => performance.timeOrigin + performance.now();
const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

interface Reply {
  type: string;
  message?: string;
  perSocket?: number[];
  payload?: unknown;
  missing?: number;
}

/** One process of socket.io-client sockets (io-clients.ts), driven over IPC. */
export class IoClients {
  private readonly child: ChildProcess;
  constructor() {
    this.child = fork(path.join(import.meta.dirname, 'io-clients.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
  }
  private request(command: object, reply: string): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const on = (r: Reply) => {
        if (r.type === 'error') reject(new Error(r.message));
        else if (r.type === reply) resolve(r);
        else return;
        this.child.off('message', on);
      };
      this.child.on('message', on);
      this.child.send(command);
    });
  }
  async connect(url: string, sockets: number, cookies: string[] = []): Promise<void> {
    await this.request({ type: 'connect', url, sockets, cookies }, 'connected');
  }
  /** Arms every socket for `playerQueued` of steamid/isQueue, runs `trigger`, resolves with what they saw. */
  async observe(steamid: string, isQueue: boolean, trigger: () => Promise<void>): Promise<Reply> {
    let received: Promise<Reply> | undefined;
    await new Promise<void>((resolve, reject) => {
      received = this.request({ type: 'expect', event: 'playerQueued', steamid, isQueue }, 'received');
      received.catch(reject);
      const on = (r: Reply) => {
        if (r.type !== 'listening') return;
        this.child.off('message', on);
        resolve();
      };
      this.child.on('message', on);
    });
    await trigger();
    const reply = await received!;
    if (reply.missing) throw new Error(`${reply.missing} sockets did not get the event within 30 s`);
    return reply;
  }
  /** Resolves once no socket of this process has received an event for `ms`. */
  async quiet(ms: number): Promise<void> {
    await this.request({ type: 'quiet', ms }, 'quiet');
  }
  async close(): Promise<void> {
    if (!this.child.connected) return;
    await this.request({ type: 'close' }, 'closed');
    this.child.kill();
  }
}

async function postOk(url: string, init: RequestInit): Promise<void> {
  const res = await fetch(url, init);
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${text}`);
}

export async function runFanoutIoBench(opts: { sockets?: number; rounds?: number; profile?: boolean; source?: boolean } = {}): Promise<FanoutIoResult> {
  const n = opts.sockets ?? 1000;
  const rounds = opts.rounds ?? 20;
  const data = mkdtempSync(path.join(tmpdir(), 'pug-bench-fanout-io-'));
  const profileDir = path.join(data, 'profile');
  const [sitePort, barePort] = [await freePort(), await freePort()];
  const api = apiCommand({ source: opts.source ?? false });
  const site = spawn(process.execPath, [...(opts.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), ...api.args], {
    cwd: api.cwd,
    // Loopback is one address: lift the per-address socket cap for this run only.
    env: {
      ...process.env,
      PORT: String(sitePort),
      HOST: '127.0.0.1',
      MONGO_DATA_DIR: path.join(data, 'mongo'),
      LOG_LEVEL: 'warn',
      SOCKETS_PER_ADDRESS: String(n + 100),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const bareProfileDir = path.join(data, 'bare-profile');
  const bareArgs = [...(opts.profile ? ['--cpu-prof', `--cpu-prof-dir=${bareProfileDir}`] : []), path.join(import.meta.dirname, 'bare-io-replay.mjs')];
  const bare = spawn(process.execPath, [...bareArgs, JSON.stringify({ port: barePort })], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const bareUrl = `http://127.0.0.1:${barePort}`;
  const clients = { site: new IoClients(), bare: new IoClients() };
  let window: [number, number] | undefined;
  try {
    await waitForHttp(`${siteUrl}/api/health`, site);
    await waitForHttp(`${bareUrl}/`, bare);
    const { cookie } = await signIn(siteUrl, STEAMID, { alias: 'Bench Medic' });
    await clients.site.connect(siteUrl, n);
    await clients.bare.connect(bareUrl, n);
    await new Promise((r) => setTimeout(r, 1000));

    // What the site sent for a join and for a leave: bare broadcasts those very payloads.
    const sent = new Map<boolean, unknown>();
    const latencies = { site: [] as number[], bare: [] as number[] };
    const toAll = { site: [] as number[], bare: [] as number[] };
    const toFirst = { site: [] as number[], bare: [] as number[] };
    const WARM_UP = 2;
    for (let r = 0; r < rounds + WARM_UP; r++) {
      if (r === WARM_UP) window = [monotonicUs(), 0];
      for (const isQueue of [true, false]) {
        for (const side of ['site', 'bare'] as const) {
          let t0 = 0;
          const trigger = async () => {
            t0 = wallNow();
            if (side === 'site') {
              await postOk(`${siteUrl}/api/queueRole`, {
                method: 'POST',
                headers: { 'Content-Type': 'application/json', cookie },
                body: JSON.stringify({ queueName: 'sixes', role: 'medic', isQueue, userSteamId: STEAMID }),
              });
            } else {
              await postOk(`${bareUrl}/emit`, { method: 'POST', body: JSON.stringify({ event: 'playerQueued', payload: sent.get(isQueue) }) });
            }
          };
          const seen = await clients[side].observe(STEAMID, isQueue, trigger);
          if (side === 'site' && !sent.has(isQueue)) sent.set(isQueue, seen.payload);
          if (r < WARM_UP) continue;
          const per = seen.perSocket!.map((t) => t - t0);
          latencies[side].push(...per);
          toAll[side].push(Math.max(...per));
          toFirst[side].push(Math.min(...per));
        }
      }
    }
    window![1] = monotonicUs();
    const side = (s: 'site' | 'bare'): FanoutIoSide => {
      const sorted = latencies[s].sort((a, b) => a - b);
      return {
        p50Ms: quantile(sorted, 0.5),
        p99Ms: quantile(sorted, 0.99),
        allMs: median(toAll[s]),
        firstMs: median(toFirst[s]),
      };
    };
    const eventBytes = Buffer.byteLength(`42${JSON.stringify(['playerQueued', sent.get(true)])}`);
    const result: FanoutIoResult = { sockets: n, changes: rounds * 2, eventBytes, site: side('site'), bare: side('bare') };
    await Promise.allSettled([clients.site.close(), clients.bare.close()]);
    await Promise.all([stopProcess(site), stopProcess(bare)]);
    if (opts.profile) {
      result.profile = topSelfTime(profileIn(profileDir), { window: window!, top: 25 });
      result.bareProfile = topSelfTime(profileIn(bareProfileDir), { window: window!, top: 12 });
    }
    return result;
  } finally {
    await Promise.allSettled([clients.site.close(), clients.bare.close()]);
    await Promise.all([stopProcess(site), stopProcess(bare)]);
    rmSync(data, { recursive: true, force: true });
  }
}

export function formatFanoutIo(r: FanoutIoResult): string {
  const { site, bare } = r;
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
  return [
    `${r.sockets} socket.io-client watchers of sixes, ${r.changes} changes, a ${r.eventBytes}-byte event (site vs bare Socket.IO; goal <= 1.2x):`,
    `  delivery per socket p50: ${site.p50Ms.toFixed(1)} ms vs ${bare.p50Ms.toFixed(1)} ms  ${ratio(site.p50Ms, bare.p50Ms)}`,
    `  delivery per socket p99: ${site.p99Ms.toFixed(1)} ms vs ${bare.p99Ms.toFixed(1)} ms  ${ratio(site.p99Ms, bare.p99Ms)}`,
    `  until the first socket (median of changes): ${site.firstMs.toFixed(1)} ms vs ${bare.firstMs.toFixed(1)} ms (the difference: work before the emit)`,
    `  until the last socket (median of changes): ${site.allMs.toFixed(1)} ms vs ${bare.allMs.toFixed(1)} ms  ${ratio(site.allMs, bare.allMs)}`,
    ...(r.profile ? [`the api during the measured rounds (node --cpu-prof):`, formatSelfTime(r.profile, { count: r.changes, what: 'a change' })] : []),
    ...(r.bareProfile ? [`bare Socket.IO during the measured rounds:`, formatSelfTime(r.bareProfile, { count: r.changes, what: 'a change' })] : []),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { sockets: { type: 'string' }, rounds: { type: 'string' }, profile: { type: 'boolean' }, source: { type: 'boolean' } },
  });
  const started = Date.now();
  const result = await runFanoutIoBench({
    sockets: Number(values.sockets ?? 1000),
    rounds: Number(values.rounds ?? 20),
    profile: values.profile ?? false,
    source: values.source ?? false,
  });
  console.log(formatFanoutIo(result));
  console.log(`(bench took ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
