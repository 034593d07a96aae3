/**
 * Rush: 200 players join one queue at once, split over two api processes that
 * share the embedded store (run as its own process, MONGODB_URI) and Redis, while 1,000 sockets
 * (half on each process) watch the lobby. Against a bare Socket.IO server broadcasting the same
 * joins on HTTP requests to its 1,000 sockets (bare-io.mjs), in the same run:
 *  - time from the first request until every join was answered;
 *  - per join, from its answer until every watching socket had its playerQueued, p50 / p99
 *    (negative when the sockets had it before the answer arrived);
 *  - the first join of each round, from its request until each socket had it, p50 / p99 over every
 *    socket (with `--joiners 1`: a lone queue change reaching every watcher, goal 1's measure).
 * Each round uses a queue of its own (sixes, highlander, prolander) and 200 new players. The
 * watching sockets are fanout-clients.ts processes (raw websocket clients). The api runs from
 * its TypeScript source (tsx), so it is the code checked out.
 * `--profile DIR` writes a V8 CPU profile of each api process there (`--cpu-prof`, one folder
 * each) and prints each one's self time during the site's rounds.
 *   node --import tsx bench/loop/rush.bench.ts [--joiners 200] [--sockets 1000] [--rounds 3] [--profile DIR]
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { DEFAULT_QUEUES, queueableRoles } from '@pug/domain';
import { signIn } from '@pug/api/src/auth/testing.ts';
import { startRedisServer } from '@pug/api/src/framework/redis-testing.ts';
import { apiCommand, freePort, stopProcess, waitForHttp } from '../api-process.ts';
import { formatSelfTime, monotonicUs, profileIn, topSelfTime } from './cpu-profile.ts';

interface RushSide {
  /** Per round: first request -> last answer, ms. */
  allAnsweredMs: number[];
  /** Per round: first request -> every socket had every join, ms. */
  allSeenMs: number[];
  /** Over every join of every round: its answer -> every socket had it, ms. */
  seenP50Ms: number;
  seenP99Ms: number;
  /** The first join of each round: its request -> each socket had it, over every socket of every round, ms. */
  deliveryP50Ms: number;
  deliveryP99Ms: number;
  /** Joins answered with anything but 200, and joins some socket never saw within 60 s. */
  failed: number;
  unseen: number;
}

const wallNow = () => performance.timeOrigin + performance.now();
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const median = (list: number[]) =>
  quantile(
    [...list].sort((a, b) => a - b),
    0.5,
  );
const joinerId = (round: number, i: number) => String(76561198000200000n + BigInt(round * 1000 + i));
const progress = (line: string) => process.stderr.write(`  [rush] ${line}\n`);

type Reply = { type: string; message?: string; lastSeen?: Record<string, number>; perSocket?: number[]; missing?: number };

/** One fanout-clients.ts process holding `sockets` sockets to `url`. */
class Watchers {
  private readonly child: ChildProcess = fork(path.join(import.meta.dirname, 'fanout-clients.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  next(type: string): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const on = (reply: Reply) => {
        if (reply.type !== type && reply.type !== 'error') return;
        this.child.off('message', on);
        if (reply.type === 'error') reject(new Error(reply.message));
        else resolve(reply);
      };
      this.child.on('message', on);
    });
  }
  async ask(command: object, answer: string): Promise<Reply> {
    const reply = this.next(answer);
    this.child.send(command);
    return reply;
  }
  kill(): void {
    this.child.kill();
  }
}

/** Every join of `ids` sent at once through `post`; what the watchers saw of them. */
async function rushRound(watchers: Watchers[], ids: string[], post: (i: number) => Promise<number>) {
  const received = Promise.all(watchers.map((w) => w.next('received')));
  await Promise.all(watchers.map((w) => w.ask({ type: 'expect', steamids: ids, isQueue: true }, 'listening')));
  const started = wallNow();
  const answers = await Promise.all(ids.map(async (_, i) => ({ status: await post(i), at: wallNow() })));
  const replies = await received;
  const seen = ids.flatMap((steamid, i) => {
    const times = replies.map((r) => r.lastSeen?.[steamid]);
    return times.every((t) => t !== undefined) ? [Math.max(...times) - answers[i]!.at] : [];
  });
  const lastSeen = replies.flatMap((r) => Object.values(r.lastSeen ?? {}));
  // Sockets that never had the first join report 0: they count among `unseen`, not here.
  const delivery = replies.flatMap((r) => (r.perSocket ?? []).filter((t) => t > 0).map((t) => t - started));
  return {
    delivery,
    allAnsweredMs: Math.max(...answers.map((a) => a.at)) - started,
    allSeenMs: Math.max(...lastSeen) - started,
    seen,
    failed: answers.filter((a) => a.status !== 200).length,
    unseen: ids.length - seen.length,
  };
}

function summarise(rounds: Awaited<ReturnType<typeof rushRound>>[]): RushSide {
  const seen = rounds.flatMap((r) => r.seen).sort((a, b) => a - b);
  const delivery = rounds.flatMap((r) => r.delivery).sort((a, b) => a - b);
  return {
    deliveryP50Ms: quantile(delivery, 0.5),
    deliveryP99Ms: quantile(delivery, 0.99),
    allAnsweredMs: rounds.map((r) => r.allAnsweredMs),
    allSeenMs: rounds.map((r) => r.allSeenMs),
    seenP50Ms: quantile(seen, 0.5),
    seenP99Ms: quantile(seen, 0.99),
    failed: rounds.reduce((n, r) => n + r.failed, 0),
    unseen: rounds.reduce((n, r) => n + r.unseen, 0),
  };
}

export async function runRushBench(opts: { joiners: number; sockets: number; rounds: number; profileDir?: string }) {
  const cleanup: (() => Promise<void> | void)[] = [];
  const data = mkdtempSync(path.join(tmpdir(), 'pug-bench-rush-'));
  cleanup.push(() => rmSync(data, { recursive: true, force: true }));
  try {
    const redis = await startRedisServer();
    cleanup.push(() => redis.stop());
    const password = `pw-${Math.random().toString(36).slice(2)}`;
    const storeDir = path.resolve(import.meta.dirname, '..', '..', 'store');
    const store = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', '--port', '0', '--dbpath', path.join(data, 'store')], {
      cwd: storeDir,
      env: { ...process.env, MONGO_STORE_PASSWORD: password },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    cleanup.push(() => stopProcess(store));
    const mongodbUri = await new Promise<string>((resolve, reject) => {
      let out = '';
      store.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const uri = /^mongodb:\/\/\S+@\S+$/m.exec(out)?.[0];
        // The store prints `<MONGO_STORE_PASSWORD>` for a password it was given (store/src/cli.ts).
        if (uri) resolve(uri.replace('<MONGO_STORE_PASSWORD>', encodeURIComponent(password)));
      });
      store.once('exit', (code) => reject(new Error(`the store exited (${code})`)));
    });
    const api = apiCommand({ source: true });
    const urls: string[] = [];
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const profile = opts.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(opts.profileDir, `api-${i}`)}`] : [];
      const child = spawn(process.execPath, [...profile, ...api.args], {
        cwd: api.cwd,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          NODE_ENV: 'test',
          AUTH_DEV: '1',
          LOG_LEVEL: 'warn',
          MONGODB_URI: mongodbUri,
          REDIS_URL: redis.url,
          COOKIE_SECRET: 'rush-bench-cookie-secret-0123456789abcdef',
          // Loopback is one address: lift the per-address socket cap for this run only.
          SOCKETS_PER_ADDRESS: String(opts.sockets + 100),
          QUEUE_AWAY_MS: '0',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      cleanup.push(() => stopProcess(child));
      urls.push(`http://127.0.0.1:${port}`);
      await waitForHttp(`${urls[i]}/api/ready`, child);
    }
    const barePort = await freePort();
    const bare = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-io.mjs'), JSON.stringify({ port: barePort })], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    cleanup.push(() => stopProcess(bare));
    const bareUrl = `http://127.0.0.1:${barePort}`;
    await waitForHttp(`${bareUrl}/`, bare);
    progress('two api processes, the store, Redis and the bare server are up');

    const siteWatchers = [new Watchers(), new Watchers()];
    const bareWatchers = [new Watchers(), new Watchers()];
    for (const w of [...siteWatchers, ...bareWatchers]) cleanup.push(() => w.kill());
    const half = opts.sockets / 2;
    await Promise.all(siteWatchers.map((w, i) => w.ask({ type: 'connect', url: urls[i], sockets: half }, 'connected')));
    await Promise.all(bareWatchers.map((w) => w.ask({ type: 'connect', url: bareUrl, sockets: half }, 'connected')));
    progress(`${opts.sockets} sockets watch each side`);

    const site = [];
    const baseline = [];
    /** The site's rounds on the monotonic clock (the profiles are read for it). */
    const window: [number, number] = [monotonicUs(), 0];
    for (let round = 0; round < opts.rounds; round++) {
      const queue = DEFAULT_QUEUES[round % DEFAULT_QUEUES.length]!;
      const roles = queueableRoles(queue);
      const ids = Array.from({ length: opts.joiners }, (_, i) => joinerId(round, i));
      const cookies: string[] = [];
      for (let i = 0; i < ids.length; i += 20) cookies.push(...(await Promise.all(ids.slice(i, i + 20).map((s) => signIn(urls[0]!, s)))).map((c) => c.cookie));
      const join = async (i: number) => {
        const res = await fetch(`${urls[i % 2]}/api/queueRole`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', cookie: cookies[i]! },
          body: JSON.stringify({ queueName: queue.name, role: roles[i % roles.length], isQueue: true, userSteamId: ids[i] }),
        });
        await res.arrayBuffer();
        return res.status;
      };
      const emit = async (i: number) => {
        const res = await fetch(`${bareUrl}/emit?steamid=${ids[i]}&role=${roles[i % roles.length]}&isQueue=true`, { method: 'POST' });
        await res.arrayBuffer();
        return res.status;
      };
      if (round === 0) window[0] = monotonicUs();
      site.push(await rushRound(siteWatchers, ids, join));
      window[1] = monotonicUs();
      baseline.push(await rushRound(bareWatchers, ids, emit));
      progress(`round ${round + 1}: ${queue.name}`);
    }
    for (const w of [...siteWatchers, ...bareWatchers]) await w.ask({ type: 'close' }, 'closed');
    return { joiners: opts.joiners, sockets: opts.sockets, rounds: opts.rounds, site: summarise(site), bare: summarise(baseline), window };
  } finally {
    for (const step of cleanup.reverse()) await step();
  }
}

export function formatRush(r: Awaited<ReturnType<typeof runRushBench>>): string {
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
  const ms = (list: number[]) => list.map((v) => v.toFixed(0)).join(', ');
  const [site, bare] = [r.site, r.bare];
  return [
    `${r.joiners} joins at once over two api processes (Redis, one store), ${r.sockets} watching sockets, ${r.rounds} rounds (site vs bare Socket.IO; goal: every socket saw every join <= 1.5 s, answer -> seen p99 <= 250 ms):`,
    `  first request -> all answered, per round: ${ms(site.allAnsweredMs)} ms vs ${ms(bare.allAnsweredMs)} ms; median ${median(site.allAnsweredMs).toFixed(0)} vs ${median(bare.allAnsweredMs).toFixed(0)} ms  ${ratio(median(site.allAnsweredMs), median(bare.allAnsweredMs))}`,
    `  first request -> every socket saw every join, per round: ${ms(site.allSeenMs)} ms vs ${ms(bare.allSeenMs)} ms; median ${median(site.allSeenMs).toFixed(0)} vs ${median(bare.allSeenMs).toFixed(0)} ms  ${ratio(median(site.allSeenMs), median(bare.allSeenMs))}`,
    `  answer -> every socket saw it, p50: ${site.seenP50Ms.toFixed(1)} ms vs ${bare.seenP50Ms.toFixed(1)} ms`,
    `  answer -> every socket saw it, p99: ${site.seenP99Ms.toFixed(1)} ms vs ${bare.seenP99Ms.toFixed(1)} ms`,
    `  each round's first join, request -> each socket had it: p50 ${site.deliveryP50Ms.toFixed(1)} vs ${bare.deliveryP50Ms.toFixed(1)} ms  ${ratio(site.deliveryP50Ms, bare.deliveryP50Ms)}; p99 ${site.deliveryP99Ms.toFixed(1)} vs ${bare.deliveryP99Ms.toFixed(1)} ms  ${ratio(site.deliveryP99Ms, bare.deliveryP99Ms)}`,
    `  joins not answered 200: ${site.failed} vs ${bare.failed}; joins some socket missed within 60 s: ${site.unseen} vs ${bare.unseen}`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { joiners: { type: 'string' }, sockets: { type: 'string' }, rounds: { type: 'string' }, profile: { type: 'string' } },
  });
  const started = Date.now();
  const result = await runRushBench({
    joiners: Number(values.joiners ?? 200),
    sockets: Number(values.sockets ?? 1000),
    rounds: Number(values.rounds ?? 3),
    ...(values.profile ? { profileDir: values.profile } : {}),
  });
  console.log(formatRush(result));
  if (values.profile) {
    for (let i = 0; i < 2; i++) {
      const summary = topSelfTime(profileIn(path.resolve(values.profile, `api-${i}`)), { window: result.window, top: 25 });
      console.log(`api process ${i + 1} during the site's rounds (node --cpu-prof; monotonic µs ${result.window.join('-')}):`);
      console.log(formatSelfTime(summary, { count: result.joiners * result.rounds, what: 'a join' }));
    }
  }
  console.log(`(bench took ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
