/**
 * logs.tf's public JSON, faked for tests on loopback: `GET /json/{id}` answers a log's result in
 * logs.tf's shape (`version`, `teams.Red|Blue` with `score` and the team stats, `length`,
 * `players` keyed `[U:1:n]` with the colour each ended on, `names`, `rounds`, `info.map`), made
 * from the score and the players' colours a test gives (`logsTfLog`), and 404 for a log it does
 * not have, as logs.tf does for one it has not processed. Per log a test can make it fail the ways
 * a real service does: `notYetFor` (404 that many times, then the log), `malformed` (not JSON),
 * `wrongShape` (JSON that is not a log), `oversizedBytes` (a chunked body of that many bytes with
 * no Content-Length) and `hang` (never answers). Every request is counted.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const STEAMID64_BASE = 76561197960265728n;

export interface FakeLogsTfLog {
  /** The answer's body (a `logsTfLog(…)`), unless a failure mode is set. */
  json?: unknown;
  notYetFor?: number;
  malformed?: boolean;
  wrongShape?: boolean;
  oversizedBytes?: number;
  hang?: boolean;
}

/** A log's JSON in logs.tf's shape: `players` maps steamid64 to the colour they ended on. */
export function logsTfLog(opts: { map: string; red: number; blue: number; players: Record<string, 'Red' | 'Blue'>; length?: number }): unknown {
  const teamStats = (score: number) => ({ score, kills: 40, deaths: 0, dmg: 15000, charges: 5, drops: 0, firstcaps: 2, caps: 6 });
  const players: Record<string, unknown> = {};
  const names: Record<string, string> = {};
  for (const [steamid, team] of Object.entries(opts.players)) {
    const id = `[U:1:${BigInt(steamid) - STEAMID64_BASE}]`;
    players[id] = {
      team,
      class_stats: [{ type: 'scout', kills: 5, assists: 2, deaths: 4, dmg: 2000, weapon: {}, total_time: opts.length ?? 1800 }],
      kills: 5,
      deaths: 4,
      assists: 2,
      dmg: 2000,
    };
    names[id] = `P${steamid.slice(-3)}`;
  }
  return {
    version: 3,
    teams: { Red: teamStats(opts.red), Blue: teamStats(opts.blue) },
    length: opts.length ?? 1800,
    players,
    names,
    rounds: [],
    healspread: {},
    classkills: {},
    classdeaths: {},
    classkillassists: {},
    chat: [],
    info: {
      map: opts.map,
      supplemental: true,
      total_length: opts.length ?? 1800,
      hasRealDamage: true,
      hasWeaponDamage: true,
      hasAccuracy: true,
      hasHP: true,
      hasHP_real: true,
      hasHS: true,
      hasHS_hit: true,
      hasBS: false,
      hasCP: true,
      hasSB: false,
      hasDT: true,
      hasAS: true,
      hasHR: true,
      hasIntel: false,
      AD_scoring: false,
      notifications: [],
      title: 'TF2 Pugs',
      date: 1767225600,
      uploader: { id: '76561197960265728', name: 'TF2 Pugs', info: 'TF2 Pugs' },
    },
    killstreaks: [],
    success: true,
  };
}

export interface FakeLogsTf {
  url: string;
  /** The logs it answers, by id (a test adds or changes them at any time). */
  logs: Map<string, FakeLogsTfLog>;
  /** Requests seen, by path. */
  requests: string[];
  close(): Promise<void>;
}

export async function startFakeLogsTf(): Promise<FakeLogsTf> {
  const logs = new Map<string, FakeLogsTfLog>();
  const requests: string[] = [];
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    };
    const match = req.method === 'GET' ? /^\/json\/(\d+)$/.exec(req.url ?? '') : null;
    const log = match ? logs.get(match[1]!) : undefined;
    if (!log) return send(404, JSON.stringify({ success: false, error: 'Log not found.' }));
    if (log.notYetFor && log.notYetFor > 0) {
      log.notYetFor--;
      return send(404, JSON.stringify({ success: false, error: 'Log not found.' }));
    }
    if (log.hang) {
      hanging.add(res);
      return;
    }
    if (log.malformed) return send(200, '{"teams": {"Red": {"score": 3');
    if (log.wrongShape) return send(200, JSON.stringify({ teams: { Red: { score: 'three' }, Blue: { score: -1 } }, players: [] }));
    if (log.oversizedBytes) {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const pump = () => {
        while (sent < log.oversizedBytes!) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('error', () => undefined);
      return pump();
    }
    send(200, JSON.stringify(log.json));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    logs,
    requests,
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
