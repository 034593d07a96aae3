/**
 * Fan-out at scale, one api process: N sockets (default 5,000) watch the lobby; a queue change
 * (POST /api/queueRole -> playerQueued) must reach every one of them. Against a bare Socket.IO
 * server broadcasting the same payload on an HTTP request (bare-io.mjs), in the same run:
 *  - delivery latency of each socket (request sent -> that socket has the event), p50 / p99;
 *  - server memory per connected socket (RSS delta / N);
 *  - 200 players joining at once: each join -> every socket has seen it, p50 / p99.
 * Servers and clients are separate processes (fanout-clients.ts holds the sockets, each side's
 * spread over --client-processes processes). The site's
 * per-address socket cap (SOCKETS_PER_ADDRESS) is raised for this run only: every socket is loopback.
 * `--source` runs the api from its TypeScript source (tsx) rather than `api/dist/main.js`.
 *   node --import tsx bench/loop/fanout.bench.ts [--sockets 5000] [--rounds 10] [--joiners 200] [--client-processes 2] [--source]
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { queueableRoles, DEFAULT_QUEUES } from '@pug/domain';
import { signIn } from '@pug/api/src/auth/testing.ts';
import { apiCommand, freePort, rssMb, stopProcess, waitForHttp } from '../api-process.ts';

export interface FanoutSide {
  p50Ms: number;
  p99Ms: number;
  /** Median over rounds of the time until the last socket had the event. */
  allMs: number;
  memoryKbPerSocket: number;
  joinP50Ms: number;
  joinP99Ms: number;
  /** Sockets that did not see every join of the storm within 60 s, and sockets dropped by then. */
  stormMissing: number;
  stormDisconnected: number;
}

export interface FanoutResult {
  sockets: number;
  rounds: number;
  joiners: number;
  site: FanoutSide;
  bare: FanoutSide;
}

const HL = DEFAULT_QUEUES.find((q) => q.format === 'HIGHLANDER')!;
const HL_ROLES = queueableRoles(HL);
const STEAMID = '76561198000009001';
const joinerId = (i: number) => String(76561198000100000n + BigInt(i));
const wallNow = () => performance.timeOrigin + performance.now();
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

interface Reply {
  type: string;
  message?: string;
  perSocket?: number[];
  lastSeen?: Record<string, number>;
  missing?: number;
  disconnected?: number;
}

const progress = (line: string) => process.stderr.write(`  [fanout] ${line}\n`);

/** One socket-holding child process, driven over IPC. */
class ClientProcess {
  private readonly child: ChildProcess;
  constructor() {
    this.child = fork(path.join(import.meta.dirname, 'fanout-clients.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
  }
  next(type: string): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const on = (reply: Reply) => {
        if (reply.type === 'error') reject(new Error(reply.message));
        else if (reply.type === type) resolve(reply);
        else return;
        this.child.off('message', on);
      };
      this.child.on('message', on);
    });
  }
  send(command: object): void {
    this.child.send(command);
  }
  kill(): void {
    this.child.kill();
  }
}

/** The sockets of one side, spread over `processes` client processes (both cores can read frames). */
class Clients {
  private readonly children: ClientProcess[];
  constructor(processes: number) {
    this.children = Array.from({ length: processes }, () => new ClientProcess());
  }
  private all(type: string, command: object): Promise<Reply[]> {
    const replies = Promise.all(this.children.map((c) => c.next(type)));
    for (const c of this.children) c.send(command);
    return replies;
  }
  async connect(url: string, sockets: number): Promise<void> {
    const k = this.children.length;
    const replies = Promise.all(this.children.map((c) => c.next('connected')));
    this.children.forEach((c, i) => c.send({ type: 'connect', url, sockets: Math.floor(sockets / k) + (i < sockets % k ? 1 : 0) }));
    await replies;
  }
  /** Arms the sockets for `steamids`, runs `trigger`, resolves with what the sockets saw (all processes together). */
  async observe(steamids: string[], isQueue: boolean, trigger: () => Promise<void>, tolerateMissing = false): Promise<Reply> {
    const received = Promise.all(this.children.map((c) => c.next('received')));
    await this.all('listening', { type: 'expect', steamids, isQueue });
    await trigger();
    const replies = await received;
    const lastSeen: Record<string, number> = {};
    for (const steamid of steamids) {
      const times = replies.map((r) => r.lastSeen?.[steamid]);
      if (times.every((t) => t !== undefined)) lastSeen[steamid] = Math.max(...times);
    }
    const reply: Reply = {
      type: 'received',
      perSocket: replies.flatMap((r) => r.perSocket ?? []),
      lastSeen,
      missing: replies.reduce((sum, r) => sum + (r.missing ?? 0), 0),
      disconnected: replies.reduce((sum, r) => sum + (r.disconnected ?? 0), 0),
    };
    if (reply.missing && !tolerateMissing) throw new Error(`${reply.missing} sockets did not get every event within 60 s (${reply.disconnected} disconnected)`);
    return reply;
  }
  async close(): Promise<void> {
    await this.all('closed', { type: 'close' });
    for (const c of this.children) c.kill();
  }
}

async function postOk(url: string, init: RequestInit): Promise<void> {
  const res = await fetch(url, init);
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${text}`);
}

export async function runFanoutBench(
  opts: { sockets?: number; rounds?: number; joiners?: number; clientProcesses?: number; source?: boolean } = {},
): Promise<FanoutResult> {
  const n = opts.sockets ?? 5000;
  const clientProcesses = opts.clientProcesses ?? 2;
  const rounds = opts.rounds ?? 10;
  const joiners = opts.joiners ?? 200;
  const data = mkdtempSync(path.join(tmpdir(), 'pug-bench-fanout-'));
  const [sitePort, barePort] = [await freePort(), await freePort()];
  const api = apiCommand({ source: opts.source ?? false });
  const site = spawn(process.execPath, api.args, {
    cwd: api.cwd,
    // Loopback is one address: lift the per-address socket cap for this run only.
    env: { ...process.env, PORT: String(sitePort), HOST: '127.0.0.1', MONGO_DATA_DIR: data, LOG_LEVEL: 'warn', SOCKETS_PER_ADDRESS: String(n + 100) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const bare = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-io.mjs'), JSON.stringify({ port: barePort })], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const bareUrl = `http://127.0.0.1:${barePort}`;
  const siteClients = new Clients(clientProcesses);
  const bareClients = new Clients(clientProcesses);
  try {
    await waitForHttp(`${siteUrl}/api/health`, site);
    await waitForHttp(`${bareUrl}/`, bare);
    const { cookie } = await signIn(siteUrl, STEAMID, { alias: 'Bench Medic' });
    const joinerCookies: string[] = [];
    for (let i = 0; i < joiners; i += 20) {
      const batch = Array.from({ length: Math.min(20, joiners - i) }, (_, k) => signIn(siteUrl, joinerId(i + k), { alias: `Joiner ${i + k}` }));
      joinerCookies.push(...(await Promise.all(batch)).map((r) => r.cookie));
    }

    progress(`${joiners + 1} players signed in`);
    // Memory: resident set before and after the sockets connect.
    await new Promise((r) => setTimeout(r, 500));
    const before = { site: rssMb(site.pid!), bare: rssMb(bare.pid!) };
    await siteClients.connect(siteUrl, n);
    await bareClients.connect(bareUrl, n);
    await new Promise((r) => setTimeout(r, 1000));
    progress(`${n} sockets connected to each server`);
    const memory = { site: ((rssMb(site.pid!) - before.site) * 1024) / n, bare: ((rssMb(bare.pid!) - before.bare) * 1024) / n };

    const queueRole = (steamid: string, role: string, isQueue: boolean, who: string) =>
      postOk(`${siteUrl}/api/queueRole`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', cookie: who },
        body: JSON.stringify({ queueName: HL.name, role, isQueue, userSteamId: steamid }),
      });
    const emit = (steamid: string, role: string, isQueue: boolean) =>
      postOk(`${bareUrl}/emit?steamid=${steamid}&role=${role}&isQueue=${isQueue}`, { method: 'POST' });

    // One change at a time: a join, then its leave; 2 warm-up rounds; site and bare interleaved.
    const latencies = { site: [] as number[], bare: [] as number[] };
    const toAll = { site: [] as number[], bare: [] as number[] };
    for (let r = 0; r < rounds + 2; r++) {
      for (const isQueue of [true, false]) {
        for (const side of ['site', 'bare'] as const) {
          let t0 = 0;
          const trigger = async () => {
            t0 = wallNow();
            await (side === 'site' ? queueRole(STEAMID, 'medic', isQueue, cookie) : emit(STEAMID, 'medic', isQueue));
          };
          const seen = await (side === 'site' ? siteClients : bareClients).observe([STEAMID], isQueue, trigger);
          if (r < 2) continue;
          const per = seen.perSocket!.map((t) => t - t0);
          latencies[side].push(...per);
          toAll[side].push(Math.max(...per));
        }
      }
    }

    progress(`${rounds * 2} changes measured`);
    // 200 players join at once; each join -> every socket has seen it.
    const storm = async (side: 'site' | 'bare'): Promise<number[]> => {
      const ids = Array.from({ length: joiners }, (_, i) => joinerId(i));
      const sent = new Map<string, number>();
      const seen = await (side === 'site' ? siteClients : bareClients).observe(
        ids,
        true,
        async () => {
          await Promise.all(
            ids.map((steamid, i) => {
              sent.set(steamid, wallNow());
              const role = HL_ROLES[i % HL_ROLES.length]!;
              return side === 'site' ? queueRole(steamid, role, true, joinerCookies[i]!) : emit(steamid, role, true);
            }),
          );
        },
        true,
      );
      stormLost[side] = { missing: seen.missing ?? 0, disconnected: seen.disconnected ?? 0 };
      progress(`${side}: ${joiners} joins done (${seen.missing ?? 0} sockets missed some, ${seen.disconnected ?? 0} disconnected)`);
      // A join no socket saw entirely counts as the round's timeout.
      return ids.map((s) => (seen.lastSeen![s] ?? sent.get(s)! + 60_000) - sent.get(s)!).sort((a, b) => a - b);
    };
    const stormLost = { site: { missing: 0, disconnected: 0 }, bare: { missing: 0, disconnected: 0 } };
    const joins = joiners > 0 ? { site: await storm('site'), bare: await storm('bare') } : { site: [], bare: [] };

    const side = (s: 'site' | 'bare'): FanoutSide => {
      const sorted = latencies[s].sort((a, b) => a - b);
      return {
        p50Ms: quantile(sorted, 0.5),
        p99Ms: quantile(sorted, 0.99),
        allMs: quantile(
          toAll[s].sort((a, b) => a - b),
          0.5,
        ),
        memoryKbPerSocket: memory[s],
        joinP50Ms: quantile(joins[s], 0.5),
        joinP99Ms: quantile(joins[s], 0.99),
        stormMissing: stormLost[s].missing,
        stormDisconnected: stormLost[s].disconnected,
      };
    };
    return { sockets: n, rounds: rounds * 2, joiners, site: side('site'), bare: side('bare') };
  } finally {
    await Promise.allSettled([siteClients.close(), bareClients.close()]);
    await Promise.all([stopProcess(site), stopProcess(bare)]);
    rmSync(data, { recursive: true, force: true });
  }
}

export function formatFanout(r: FanoutResult): string {
  const { site, bare } = r;
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
  return [
    `${r.sockets} sockets on one api process, ${r.rounds} changes each (site vs bare Socket.IO; goal <= 1.2x):`,
    `  delivery per socket p50: ${site.p50Ms.toFixed(1)} ms vs ${bare.p50Ms.toFixed(1)} ms  ${ratio(site.p50Ms, bare.p50Ms)}`,
    `  delivery per socket p99: ${site.p99Ms.toFixed(1)} ms vs ${bare.p99Ms.toFixed(1)} ms  ${ratio(site.p99Ms, bare.p99Ms)}`,
    `  until the last socket (median of changes): ${site.allMs.toFixed(1)} ms vs ${bare.allMs.toFixed(1)} ms  ${ratio(site.allMs, bare.allMs)}`,
    `  server memory per socket: ${site.memoryKbPerSocket.toFixed(1)} KB vs ${bare.memoryKbPerSocket.toFixed(1)} KB  ${ratio(site.memoryKbPerSocket, bare.memoryKbPerSocket)}`,
    ...(r.joiners > 0
      ? [
          `  ${r.joiners} joining at once, join -> every socket saw it, p50: ${site.joinP50Ms.toFixed(0)} ms vs ${bare.joinP50Ms.toFixed(0)} ms  ${ratio(site.joinP50Ms, bare.joinP50Ms)}`,
          `  ${r.joiners} joining at once, join -> every socket saw it, p99: ${site.joinP99Ms.toFixed(0)} ms vs ${bare.joinP99Ms.toFixed(0)} ms  ${ratio(site.joinP99Ms, bare.joinP99Ms)}`,
          `  sockets that missed a join within 60 s: ${site.stormMissing} vs ${bare.stormMissing} (disconnected by then: ${site.stormDisconnected} vs ${bare.stormDisconnected})`,
        ]
      : []),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      sockets: { type: 'string' },
      rounds: { type: 'string' },
      joiners: { type: 'string' },
      'client-processes': { type: 'string' },
      source: { type: 'boolean' },
    },
  });
  const started = Date.now();
  const result = await runFanoutBench({
    sockets: Number(values.sockets ?? 5000),
    rounds: Number(values.rounds ?? 10),
    joiners: Number(values.joiners ?? 200),
    clientProcesses: Number(values['client-processes'] ?? 2),
    source: values.source ?? false,
  });
  console.log(formatFanout(result));
  console.log(`(bench took ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
