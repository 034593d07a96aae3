/**
 * serveme.tf's reservations API faked for tests, on its own loopback port, handing out one
 * simulated TF2 server (tf2-sim) as its server (and `more` simulated servers after it, when given), at `serverIp` (127.0.0.1 unless a test sets
 * another, such as a private address the site must refuse). The calls the site makes, with serveme's shapes:
 * - POST   /api/reservations/find_servers  `{reservation: {starts_at, ends_at}}` -> `{reservation, servers, server_configs, whitelists, actions}`
 *   (the servers not reserved at the moment)
 * - POST   /api/reservations               `{reservation: {starts_at, ends_at, server_id, password, rcon, first_map, auto_end}}`
 *   -> `{reservation: {id, status, server: {id, name, ip, port, ip_and_port}, password, rcon, logsecret, …}, actions}`;
 *   that simulated server's RCON password becomes the reservation's `rcon`
 * - GET    /api/reservations/{id}          -> the same shape (a new reservation reads `Starting` for its first `startingReads` reads, then `Ready`)
 * - POST   /api/reservations/{id}/extend   -> the reservation with `ends_at` later by `extensionMinutes` (20, a key
 *   without premium), as serveme.tf's `extend!`: only a running one (`Starting`/`Ready`) with under an hour
 *   left and no reservation after it on that server (`extensionBlocked`); else 400 with the reservation unchanged
 * - DELETE /api/reservations/{id}          -> the reservation, `Ending` (the server is free again); 404 for an unknown id
 * Every call needs `Authorization: Token token=<key>` (401 otherwise) and is recorded. `failNext`
 * queues faults for the next calls: down (the connection is dropped), slow (the answer waits), 429
 * (with `Retry-After`, seconds), 500, malformed (200, not JSON).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Tf2Simulator } from '../tf2-sim/index.ts';
import { readBody } from '../read-body.ts';

export interface RecordedServemeCall {
  method: string;
  path: string;
  authorization: string | undefined;
  body: { reservation?: Record<string, unknown> } & Record<string, unknown>;
  at: number;
}

export type ServemeFault =
  { kind: 'down' } | { kind: 'slow'; ms: number } | { kind: '429'; retryAfterSeconds: number } | { kind: '500' } | { kind: 'malformed' };

interface FakeReservation {
  id: number;
  starts_at: string;
  ends_at: string;
  password: string;
  rcon: string;
  first_map: string | null;
  status: 'Starting' | 'Ready' | 'Ending' | 'Ended';
  reads: number;
  /** The serveme server it is on (SERVER_ID for `sim`, the next ids for `more`). */
  serverId: number;
}

export interface FakeServeme {
  /** The instance's address (what SERVEME_REGION_URLS maps a region to). */
  url: string;
  calls: RecordedServemeCall[];
  reservations: Map<number, FakeReservation>;
  /** False: find_servers offers no server (all of serveme's are taken). */
  offerServers: boolean;
  /** A new reservation answers `Starting` to this many reads before `Ready` (0: `Ready` at once). */
  startingReads: number;
  /** What an extension adds (20 min without premium). */
  extensionMinutes: number;
  /** True: another reservation follows on the server, so an extension is refused (400). */
  extensionBlocked: boolean;
  /** The server's `ip` in the answers ('127.0.0.1'; a test may name any address or host name). */
  serverIp: string;
  failNext(...faults: ServemeFault[]): void;
  close(): Promise<void>;
}

const SERVER_ID = 4242;

export async function startFakeServeme(opts: { apiKey: string; sim: Tf2Simulator; more?: Tf2Simulator[] }): Promise<FakeServeme> {
  const sims = new Map([opts.sim, ...(opts.more ?? [])].map((sim, i) => [SERVER_ID + i, sim]));
  const calls: RecordedServemeCall[] = [];
  const reservations = new Map<number, FakeReservation>();
  const faults: ServemeFault[] = [];
  let nextId = 1_500_000;
  let origin = '';
  const fake = { offerServers: true, startingReads: 0, serverIp: '127.0.0.1', extensionMinutes: 20, extensionBlocked: false } as FakeServeme;

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
  };
  const serverOption = (id = SERVER_ID) => ({
    id,
    name: sims.get(id)!.name,
    flag: 'us',
    ip: fake.serverIp,
    port: String(sims.get(id)!.port),
    ip_and_port: `${fake.serverIp}:${sims.get(id)!.port}`,
    sdr: false,
    latitude: 0,
    longitude: 0,
  });
  const details = (r: FakeReservation) => ({
    reservation: {
      id: r.id,
      status: r.status,
      starts_at: r.starts_at,
      ends_at: r.ends_at,
      server_id: r.serverId,
      password: r.password,
      rcon: r.rcon,
      first_map: r.first_map,
      tv_password: 'tv',
      tv_relaypassword: 'tv',
      server_config_id: null,
      whitelist_id: null,
      custom_whitelist_id: null,
      auto_end: true,
      enable_plugins: false,
      enable_demostf: false,
      logsecret: '1234567890',
      ended: r.status === 'Ended',
      server: serverOption(r.serverId),
    },
    actions: { delete: `${origin}/api/reservations/${r.id}`, idle_reset: `${origin}/api/reservations/${r.id}/idle_reset` },
  });
  const busy = (id = SERVER_ID) => [...reservations.values()].some((r) => r.serverId === id && (r.status === 'Starting' || r.status === 'Ready'));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const text = await readBody(req);
    let body: RecordedServemeCall['body'] = {};
    try {
      body = text ? (JSON.parse(text) as RecordedServemeCall['body']) : {};
    } catch {
      return json(res, 400, { error: 'bad json' });
    }
    calls.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body, at: Date.now() });
    const fault = faults.shift();
    if (fault?.kind === 'down') return void req.socket.destroy();
    if (fault?.kind === 'slow') await new Promise((r) => setTimeout(r, fault.ms));
    if (fault?.kind === '429') return json(res, 429, { error: 'Too many requests' }, { 'Retry-After': String(fault.retryAfterSeconds) });
    if (fault?.kind === '500') return json(res, 500, { error: 'Internal server error' });
    if (fault?.kind === 'malformed') return void res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>maintenance</html>');
    if (req.headers.authorization !== `Token token=${opts.apiKey}`) return json(res, 401, { message: 'HTTP Token: Access denied.' });

    const extend = /^\/api\/reservations\/(\d+)\/extend$/.exec(path);
    if (extend && req.method === 'POST') {
      const r = reservations.get(Number(extend[1]));
      if (!r) return json(res, 404, { error: 'not found' });
      const running = r.status === 'Starting' || r.status === 'Ready';
      const left = Date.parse(r.ends_at) - Date.now();
      if (!running || !(left < 3_600_000) || fake.extensionBlocked) return json(res, 400, details(r));
      r.ends_at = new Date(Date.parse(r.ends_at) + fake.extensionMinutes * 60_000).toISOString();
      return json(res, 200, details(r));
    }
    const one = /^\/api\/reservations\/(\d+)$/.exec(path);
    if (path === '/api/reservations/find_servers' && req.method === 'POST') {
      const bounds = body.reservation ?? {};
      return json(res, 200, {
        reservation: { starts_at: bounds.starts_at, ends_at: bounds.ends_at },
        servers: fake.offerServers ? [...sims.keys()].filter((id) => !busy(id)).map(serverOption) : [],
        server_configs: [{ id: 1, file: 'etf2l_6v6_5cp' }],
        whitelists: [{ id: 1, file: 'etf2l_whitelist_6v6.txt' }],
        actions: { create: `${origin}/api/reservations` },
      });
    }
    if (path === '/api/reservations' && req.method === 'POST') {
      const r = body.reservation ?? {};
      const serverId = Number(r.server_id);
      if (!sims.has(serverId) || busy(serverId)) return json(res, 400, { reservation: { errors: { server: { error: 'is not available' } } } });
      if (typeof r.rcon !== 'string' || typeof r.password !== 'string')
        return json(res, 400, { reservation: { errors: { rcon: { error: "can't be blank" } } } });
      const reservation: FakeReservation = {
        id: nextId++,
        starts_at: String(r.starts_at),
        ends_at: String(r.ends_at),
        password: r.password,
        rcon: r.rcon,
        first_map: typeof r.first_map === 'string' ? r.first_map : null,
        status: fake.startingReads ? 'Starting' : 'Ready',
        reads: 0,
        serverId,
      };
      reservations.set(reservation.id, reservation);
      sims.get(serverId)!.rconPassword = reservation.rcon;
      return json(res, 200, details(reservation));
    }
    const reservation = one ? reservations.get(Number(one[1])) : undefined;
    if (one && !reservation) return json(res, 404, { error: 'not found' });
    if (reservation && req.method === 'GET') {
      reservation.reads++;
      if (reservation.status === 'Starting' && reservation.reads >= fake.startingReads) reservation.status = 'Ready';
      return json(res, 200, details(reservation));
    }
    if (reservation && req.method === 'DELETE') {
      reservation.status = 'Ending';
      return json(res, 200, details(reservation));
    }
    return json(res, 404, { error: 'not found' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: Error) => json(res, 500, { error: err.message }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(fake, {
    url: origin,
    calls,
    reservations,
    failNext: (...more: ServemeFault[]) => void faults.push(...more),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  return fake;
}
