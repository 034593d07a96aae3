/**
 * Sockets at rest: N socket.io-client sockets (default 5,000; half anonymous, half signed in with
 * development sign-in cookies, a few tabs per player) connected to one api process (api-child.ts:
 * the api as `npm start` runs it, which reports its memory and CPU over IPC), the clients in two
 * processes of their own. Three lobbies (sixes, highlander, prolander) sit in a ready-up countdown:
 * every seat but one taken by an admin's dummies, the last by a signed-in player who does not ready.
 * Reports the api's RSS and heap per socket (after a full GC, after connecting minus before) and
 * its CPU per second over a window with every socket idle vs the same api, same lobbies, no sockets
 * (every thread's, and the main thread's alone on Linux). The window is Engine.IO's ping interval
 * (25 s) by default: each socket is pinged, and answers, once in any such window whenever it
 * connected; a shorter one counts anything from none to all of the sockets' pings, as their phase
 * falls (20 s windows gave bare Socket.IO 1.6 to 6.5 µs a socket). At most 45 s: each window must
 * end within the lobbies' ready-up, armed just before it.
 * `--profile` runs the api and bare Socket.IO under `node --cpu-prof` and prints where each one's CPU
 * went in its window with the sockets;
 * `--heap` takes a heap snapshot before and after connecting and prints what grew per socket.
 *   node --import tsx bench/loop/idle-sockets.bench.ts [--sockets 5000] [--seconds 25] [--profile] [--heap]
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { DEFAULT_QUEUES, READY_COUNTDOWN_S } from '@pug/domain';
import { signIn } from '@pug/api/src/auth/testing.ts';
import { freePort, stopProcess } from '../api-process.ts';
import { formatHeapGrowth, heapGrowth, type HeapGrowth } from './heap-summary.ts';
import { formatSelfTime, monotonicUs, profileIn, topSelfTime, type CpuSummary } from './cpu-profile.ts';
import { IoClients } from './fanout-io.bench.ts';

interface SocketsAtRest {
  rssKbPerSocket: number;
  heapKbPerSocket: number;
  /** The server's CPU (user + system) per second of wall time, ms. */
  cpuMsPerSecondIdle: number;
  cpuMsPerSecondNoSockets: number;
  /** The same for the main thread alone (Linux): the JavaScript and the event loop, without V8's and libuv's helper threads. */
  mainMsPerSecondIdle?: number | undefined;
  mainMsPerSecondNoSockets?: number | undefined;
}

/** Bare Socket.IO at rest, with its heap's growth (`--heap`) and its profile over the window with the sockets (`--profile`). */
type BareAtRest = SocketsAtRest & { heap?: { total: number; rows: HeapGrowth[] }; profile?: CpuSummary };

export interface IdleSocketsResult extends SocketsAtRest {
  sockets: number;
  signedIn: number;
  seconds: number;
  /** Bare Socket.IO with as many (anonymous) socket.io-client sockets, measured the same way. */
  bare: BareAtRest;
  /** The lobbies' phases at the end of each window (each should be Readying). */
  phases: string[];
  /** The api's CPU profile over the window with the sockets (`--profile`). */
  profile?: CpuSummary;
  /** What the api's heap holds more with the sockets (`--heap`). */
  heap?: { total: number; rows: HeapGrowth[] };
}

interface Usage {
  rss: number;
  heapUsed: number;
  cpuUs: number;
  mainCpuUs?: number;
}

/** Engine.IO's default ping interval, which the api and bare Socket.IO both keep. */
const PING_INTERVAL_SECONDS = 25;
/** The longest window that ends before the ready-up armed just before it (setting up takes a few seconds). */
const MAX_WINDOW_SECONDS = READY_COUNTDOWN_S - 15;
const ADMIN = '76561198000008000';
const lobbyPlayer = (i: number) => String(76561198000008100n + BigInt(i));
const tabOwner = (i: number) => String(76561198000300000n + BigInt(i));
const dummy = (i: number) => String(76561198000400000n + BigInt(i));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const progress = (line: string) => process.stderr.write(`  [idle-sockets] ${line}\n`);

/** A server in a child process that answers `usage` (api-child.ts, bare-io-replay.mjs). */
class UsageChild {
  readonly child: ChildProcess;
  readonly ready: Promise<number>;
  constructor(script: string, opts: { env: NodeJS.ProcessEnv; args?: string[]; execArgv: string[] }) {
    this.child = fork(path.join(import.meta.dirname, script), opts.args ?? [], {
      cwd: path.resolve(import.meta.dirname, '..', '..', 'api'),
      execArgv: ['--expose-gc', ...opts.execArgv],
      env: opts.env,
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    this.ready = new Promise((resolve, reject) => {
      this.child.once('exit', (code) => reject(new Error(`the api exited (${code})`)));
      this.child.on('message', (m: { type: string; port?: number }) => {
        if (m.type === 'ready') resolve(m.port!);
      });
    });
  }
  usage(gc: boolean): Promise<Usage> {
    return new Promise((resolve) => {
      const on = (m: Usage & { type: string }) => {
        if (m.type !== 'usage') return;
        this.child.off('message', on);
        resolve(m);
      };
      this.child.on('message', on);
      this.child.send({ type: 'usage', gc });
    });
  }
  snapshot(file: string): Promise<void> {
    return new Promise((resolve) => {
      const on = (m: { type: string }) => {
        if (m.type !== 'snapshot') return;
        this.child.off('message', on);
        resolve();
      };
      this.child.on('message', on);
      this.child.send({ type: 'snapshot', path: file });
    });
  }
}

/**
 * The server's CPU (user + system) per second of wall time over `seconds`, ms: every thread's, and
 * the main thread's alone where the system tells it.
 */
async function cpuPerSecond(server: UsageChild, seconds: number): Promise<{ ms: number; mainMs: number | undefined }> {
  const a = await server.usage(false);
  const t = performance.now();
  await sleep(seconds * 1000);
  const b = await server.usage(false);
  const elapsed = performance.now() - t;
  const main = a.mainCpuUs !== undefined && b.mainCpuUs !== undefined ? (b.mainCpuUs - a.mainCpuUs) / elapsed : undefined;
  return { ms: (b.cpuUs - a.cpuUs) / elapsed, mainMs: main };
}

/** The same for a bare Socket.IO server (bare-io-replay.mjs) and N anonymous socket.io-client sockets. */
async function measureBare(n: number, seconds: number, heapIn?: string, profileDir?: string): Promise<BareAtRest> {
  const port = await freePort();
  const execArgv = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const bare = new UsageChild('bare-io-replay.mjs', { execArgv, env: process.env, args: [JSON.stringify({ port })] });
  const clients = new IoClients();
  let window: [number, number] = [0, 0];
  let measured: BareAtRest;
  try {
    await bare.ready;
    const snapshots = [path.join(heapIn ?? '', 'bare-before.heapsnapshot'), path.join(heapIn ?? '', 'bare-after.heapsnapshot')] as const;
    if (heapIn) await bare.snapshot(snapshots[0]);
    const before = await bare.usage(true);
    const noSockets = await cpuPerSecond(bare, seconds);
    await clients.connect(`http://127.0.0.1:${port}`, n);
    await sleep(3000);
    const after = await bare.usage(true);
    if (heapIn) await bare.snapshot(snapshots[1]);
    window = [monotonicUs(), 0];
    const idle = await cpuPerSecond(bare, seconds);
    window[1] = monotonicUs();
    measured = {
      ...(heapIn ? { heap: heapGrowth(...snapshots, 25) } : {}),
      rssKbPerSocket: (after.rss - before.rss) / 1024 / n,
      heapKbPerSocket: (after.heapUsed - before.heapUsed) / 1024 / n,
      cpuMsPerSecondIdle: idle.ms,
      cpuMsPerSecondNoSockets: noSockets.ms,
      mainMsPerSecondIdle: idle.mainMs,
      mainMsPerSecondNoSockets: noSockets.mainMs,
    };
  } finally {
    await clients.close();
    await stopProcess(bare.child);
  }
  // The profile is written as the process exits.
  return profileDir ? { ...measured, profile: topSelfTime(profileIn(profileDir), { window, top: 25 }) } : measured;
}

async function post(url: string, cookie: string, body: object): Promise<void> {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', cookie }, body: JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${text} to ${JSON.stringify(body)}`);
}

export async function runIdleSocketsBench(opts: { sockets?: number; seconds?: number; profile?: boolean; heap?: boolean } = {}): Promise<IdleSocketsResult> {
  const n = opts.sockets ?? 5000;
  const seconds = opts.seconds ?? PING_INTERVAL_SECONDS;
  // Each window starts a fresh ready-up and must end before it does (then a lobby player who did not
  // ready would be dropped and cooled down), with the sockets' connecting before the second one.
  if (seconds > MAX_WINDOW_SECONDS) throw new Error(`--seconds ${seconds}: at most ${MAX_WINDOW_SECONDS}, within the lobbies' ${READY_COUNTDOWN_S} s ready-up`);
  const data = mkdtempSync(path.join(tmpdir(), 'pug-bench-idle-'));
  const port = await freePort();
  const profileDir = path.join(data, 'profile');
  const api = new UsageChild('api-child.ts', {
    execArgv: ['--import', 'tsx', ...(opts.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      MONGO_DATA_DIR: data,
      LOG_LEVEL: 'warn',
      // Loopback is one address: lift the per-address socket cap for this run only.
      SOCKETS_PER_ADDRESS: String(n + 100),
    },
  });
  let window: [number, number] = [0, 0];
  const url = `http://127.0.0.1:${port}`;
  const anonymous = new IoClients();
  const signedIn = new IoClients();
  try {
    await api.ready;
    const admin = (await signIn(url, ADMIN, { alias: 'Bench Admin', admin: true })).cookie;
    const players = await Promise.all(DEFAULT_QUEUES.map(async (q, i) => (await signIn(url, lobbyPlayer(i), { alias: `Lobby ${q.name}` })).cookie));
    // Each queue: every seat but the first role's one taken by a dummy.
    let d = 0;
    for (const q of DEFAULT_QUEUES) {
      // A flex seat takes its first class (prolander).
      const seats = q.roles.flatMap((r) => Array.from({ length: r.perTeam * 2 }, () => (r.role === 'flex' ? r.classes![0]! : r.role))).slice(1);
      for (const role of seats) await post(`${url}/api/queueRole`, admin, { queueName: q.name, roles: [role], userSteamId: dummy(d++), isDummy: true });
    }
    const phases: string[] = [];
    /** The lobby players leave and join again: each lobby is full and starts a fresh 60 s ready-up. */
    const armCountdowns = async () => {
      for (const [i, q] of DEFAULT_QUEUES.entries()) {
        const body = { queueName: q.name, role: q.roles[0]!.role, userSteamId: lobbyPlayer(i) };
        await post(`${url}/api/queueRole`, players[i]!, { ...body, isQueue: false }).catch(() => undefined);
        await post(`${url}/api/queueRole`, players[i]!, { ...body, isQueue: true });
      }
      // Until every client has read the events of those steps (a dummy readies at once: a dozen events a lobby).
      await Promise.all([sleep(1000), anonymous.quiet(2000), signedIn.quiet(2000)]);
    };
    const lobbyPhases = async () => {
      const queues = (await (await fetch(`${url}/api/queues`)).json()) as { state: { phase: string } }[];
      phases.push(queues.map((q) => q.state.phase).join(', '));
    };

    await armCountdowns();
    const snapshots = [path.join(data, 'before.heapsnapshot'), path.join(data, 'after.heapsnapshot')] as const;
    if (opts.heap) await api.snapshot(snapshots[0]);
    const before = await api.usage(true);
    const noSockets = await cpuPerSecond(api, seconds);
    await lobbyPhases();
    progress(`no sockets: ${noSockets.ms.toFixed(2)} ms CPU a second`);

    // Half signed in: a few tabs per player (the lobby players' own among them).
    const tabs = Math.max(1, Math.round(n / 2 / 5));
    const cookies = [...players];
    for (let i = 0; i < tabs; i += 25) {
      const batch = Array.from({ length: Math.min(25, tabs - i) }, (_, k) => signIn(url, tabOwner(i + k), { alias: `Tab ${i + k}` }));
      cookies.push(...(await Promise.all(batch)).map((r) => r.cookie));
    }
    const signedInCount = Math.floor(n / 2);
    await anonymous.connect(url, n - signedInCount);
    await signedIn.connect(url, signedInCount, cookies);
    progress(`${n} sockets connected (${signedInCount} signed in, ${cookies.length} players)`);
    await sleep(3000);
    await armCountdowns();
    const after = await api.usage(true);
    if (opts.heap) await api.snapshot(snapshots[1]);
    window = [monotonicUs(), 0];
    const idle = await cpuPerSecond(api, seconds);
    window[1] = monotonicUs();
    await lobbyPhases();
    await Promise.allSettled([anonymous.close(), signedIn.close()]);
    await stopProcess(api.child);
    const bare = await measureBare(n, seconds, opts.heap ? data : undefined, opts.profile ? path.join(data, 'bare-profile') : undefined);
    return {
      bare,
      ...(opts.profile ? { profile: topSelfTime(profileIn(profileDir), { window, top: 25 }) } : {}),
      ...(opts.heap ? { heap: heapGrowth(...snapshots, 25) } : {}),
      sockets: n,
      signedIn: signedInCount,
      seconds,
      rssKbPerSocket: (after.rss - before.rss) / 1024 / n,
      heapKbPerSocket: (after.heapUsed - before.heapUsed) / 1024 / n,
      cpuMsPerSecondIdle: idle.ms,
      cpuMsPerSecondNoSockets: noSockets.ms,
      mainMsPerSecondIdle: idle.mainMs,
      mainMsPerSecondNoSockets: noSockets.mainMs,
      phases,
    };
  } finally {
    await Promise.allSettled([anonymous.close(), signedIn.close()]);
    await stopProcess(api.child);
    rmSync(data, { recursive: true, force: true });
  }
}

export function formatIdleSockets(r: IdleSocketsResult): string {
  const perSocket = (x: SocketsAtRest) => (((x.cpuMsPerSecondIdle - x.cpuMsPerSecondNoSockets) * 1000) / r.sockets).toFixed(2);
  const mainPerSocket = (x: SocketsAtRest) =>
    x.mainMsPerSecondIdle === undefined || x.mainMsPerSecondNoSockets === undefined
      ? undefined
      : (((x.mainMsPerSecondIdle - x.mainMsPerSecondNoSockets) * 1000) / r.sockets).toFixed(2);
  const main = [mainPerSocket(r), mainPerSocket(r.bare)] as const;
  return [
    `${r.sockets} idle socket.io-client sockets (${r.signedIn} signed in) on one api process, three lobbies in a ready-up countdown (${r.phases.join(' / ')}):`,
    `  memory per socket (after a full GC, connected minus before): RSS ${r.rssKbPerSocket.toFixed(1)} KB, heap ${r.heapKbPerSocket.toFixed(1)} KB; bare Socket.IO: RSS ${r.bare.rssKbPerSocket.toFixed(1)} KB, heap ${r.bare.heapKbPerSocket.toFixed(1)} KB`,
    `  api CPU over ${r.seconds} s: ${r.cpuMsPerSecondIdle.toFixed(2)} ms a second with the sockets vs ${r.cpuMsPerSecondNoSockets.toFixed(2)} ms without; bare Socket.IO: ${r.bare.cpuMsPerSecondIdle.toFixed(2)} vs ${r.bare.cpuMsPerSecondNoSockets.toFixed(2)} ms`,
    `  per socket: ${perSocket(r)} µs of CPU a second vs bare ${perSocket(r.bare)} µs (Engine.IO's ping every 25 s and its pong)`,
    ...(main[0] && main[1]
      ? [`  of which the main thread: ${main[0]} µs vs bare ${main[1]} µs (the rest: V8's garbage-collector and compiler threads, libuv's pool)`]
      : []),
    ...(r.profile ? [`the api over the window with the sockets (node --cpu-prof):`, formatSelfTime(r.profile, { count: r.seconds, what: 'a second' })] : []),
    ...(r.bare.profile ? [`bare Socket.IO over its window with the sockets:`, formatSelfTime(r.bare.profile, { count: r.seconds, what: 'a second' })] : []),
    ...(r.heap ? ['the api:', formatHeapGrowth(r.heap, r.sockets)] : []),
    ...(r.bare.heap ? ['bare Socket.IO:', formatHeapGrowth(r.bare.heap, r.sockets)] : []),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { sockets: { type: 'string' }, seconds: { type: 'string' }, profile: { type: 'boolean' }, heap: { type: 'boolean' } },
  });
  const started = Date.now();
  const result = await runIdleSocketsBench({
    sockets: Number(values.sockets ?? 5000),
    seconds: Number(values.seconds ?? PING_INTERVAL_SECONDS),
    profile: values.profile ?? false,
    heap: values.heap ?? false,
  });
  console.log(formatIdleSockets(result));
  console.log(`(bench took ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
