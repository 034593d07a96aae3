/**
 * From a `POST /api/queueRole` to every lobby member's `playerQueued`, with N connected sockets
 * (default 1,000), against a bare Socket.IO server broadcasting the same payload to N sockets on
 * an HTTP request, in the same run. Loopback only; bounded (< 60 s).
 *   node --import tsx bench/loop/broadcast.bench.ts [--sockets 1000] [--rounds 15]
 */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { Server } from 'socket.io';
import { io as ioClient, type Socket } from 'socket.io-client';
import { signIn } from '@pug/api/src/auth/testing.ts';
import { openTestDatabase } from '@pug/api/src/db/testing.ts';
import { FEATURES } from '@pug/api/src/features.ts';
import { startTestServer } from '@pug/api/src/testing/test-server.ts';

export interface BroadcastResult {
  sockets: number;
  rounds: number;
  /** Median ms from the request to the last socket's event. */
  appMs: number;
  bareMs: number;
  appP90Ms: number;
  bareP90Ms: number;
}

const STEAMID = '76561198000009001';

async function connectMany(url: string, n: number): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < n; i += 100) {
    const batch = Array.from({ length: Math.min(100, n - i) }, () =>
      ioClient(url, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false }),
    );
    await Promise.all(
      batch.map(
        (s) =>
          new Promise<void>((resolve, reject) => {
            s.once('connect', () => resolve());
            s.once('connect_error', reject);
          }),
      ),
    );
    sockets.push(...batch);
  }
  return sockets;
}

/** Resolves when every socket received one `playerQueued` matching `isQueue`. */
function allReceive(sockets: Socket[], isQueue: boolean): Promise<void> {
  return new Promise((resolve) => {
    let left = sockets.length;
    for (const s of sockets) {
      const on = (payload: { steamid: string; isQueue: boolean }) => {
        if (payload.steamid !== STEAMID || payload.isQueue !== isQueue) return;
        s.off('playerQueued', on);
        if (--left === 0) resolve();
      };
      s.on('playerQueued', on);
    }
  });
}

async function measure(rounds: number, sockets: Socket[], trigger: (isQueue: boolean) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  // An even number of rounds: every join is followed by its leave, so the next call starts empty.
  const total = rounds + 2 + ((rounds + 2) % 2);
  for (let r = 0; r < total; r++) {
    const isQueue = r % 2 === 0;
    const done = allReceive(sockets, isQueue);
    const start = process.hrtime.bigint();
    await trigger(isQueue);
    await done;
    if (r >= 2) times.push(Number(process.hrtime.bigint() - start) / 1e6); // 2 warm-up rounds
  }
  return times.sort((a, b) => a - b);
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

function listen(server: HttpServer): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

export async function runBroadcastBench(opts: { sockets?: number; rounds?: number } = {}): Promise<BroadcastResult> {
  const n = opts.sockets ?? 1000;
  const rounds = opts.rounds ?? 15;
  const payload = {
    queueName: 'sixes',
    steamid: STEAMID,
    role: 'medic',
    queuedAt: Date.now(),
    userInfo: { steamid: STEAMID, alias: 'Bench Medic' },
  };

  // The bare baseline: an HTTP request makes a plain Socket.IO server broadcast the same payload.
  const bareHttp = createServer();
  const bareIo = new Server(bareHttp, { path: '/socket.io', transports: ['websocket'], serveClient: false });
  bareHttp.on('request', (req, res) => {
    if (req.url?.startsWith('/emit')) {
      bareIo.emit('playerQueued', { ...payload, isQueue: req.url.endsWith('true') });
      res.end('{"ok":true}');
    }
  });
  const bareUrl = await listen(bareHttp);

  const db = await openTestDatabase();
  // Every bench socket comes from loopback: lift the per-address socket limit for this run.
  const site = await startTestServer({ env: { SOCKETS_PER_ADDRESS: String(n + 10) }, deps: { db, collections: db.collections, features: FEATURES } });
  let appSockets: Socket[] = [];
  let bareSockets: Socket[] = [];
  try {
    const { cookie } = await signIn(site.url, STEAMID, { alias: 'Bench Medic' });
    appSockets = await connectMany(site.url, n);
    bareSockets = await connectMany(bareUrl, n);
    const queueRole = async (isQueue: boolean) => {
      const res = await fetch(`${site.url}/api/queueRole`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', cookie },
        body: JSON.stringify({ queueName: 'sixes', role: 'medic', isQueue, userSteamId: STEAMID }),
      });
      if (res.status !== 200) throw new Error(`queueRole answered ${res.status}: ${await res.text()}`);
    };
    const bare = async (isQueue: boolean) => {
      const res = await fetch(`${bareUrl}/emit?isQueue=${isQueue}`, { method: 'POST' });
      await res.text();
    };
    // Interleave the two so both see the same machine load.
    const app: number[] = [];
    const base: number[] = [];
    for (let i = 0; i < 3; i++) {
      app.push(...(await measure(Math.ceil(rounds / 3), appSockets, queueRole)));
      base.push(...(await measure(Math.ceil(rounds / 3), bareSockets, bare)));
    }
    app.sort((a, b) => a - b);
    base.sort((a, b) => a - b);
    return {
      sockets: n,
      rounds: app.length,
      appMs: quantile(app, 0.5),
      bareMs: quantile(base, 0.5),
      appP90Ms: quantile(app, 0.9),
      bareP90Ms: quantile(base, 0.9),
    };
  } finally {
    for (const s of [...appSockets, ...bareSockets]) s.close();
    await site.close();
    await db.close();
    await new Promise<void>((resolve) => void bareIo.close(() => resolve()));
  }
}

export function formatBroadcast(r: BroadcastResult): string {
  return [
    `${r.sockets} sockets, ${r.rounds} rounds each (median / p90):`,
    `  POST /api/queueRole -> every socket's playerQueued: ${r.appMs.toFixed(1)} ms / ${r.appP90Ms.toFixed(1)} ms`,
    `  bare Socket.IO broadcast of the same payload:      ${r.bareMs.toFixed(1)} ms / ${r.bareP90Ms.toFixed(1)} ms`,
    `  ratio app / bare: ${(r.appMs / r.bareMs).toFixed(2)}x (median), ${(r.appP90Ms / r.bareP90Ms).toFixed(2)}x (p90)`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { sockets: { type: 'string' }, rounds: { type: 'string' } } });
  const started = Date.now();
  const result = await runBroadcastBench({ sockets: Number(values.sockets ?? 1000), rounds: Number(values.rounds ?? 15) });
  console.log(formatBroadcast(result));
  console.log(`(bench took ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
