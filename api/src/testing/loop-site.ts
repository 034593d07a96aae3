/**
 * Test support for the core loop (api tests only): the app with every feature on the real store,
 * signed-in players with a recording socket each, and small waiting helpers.
 */
import type { ServerToClientEvents } from '@pug/domain';
import { SIXES_ROLES } from '@pug/domain/testing';
import { io as ioClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import { signIn } from '../auth/testing.ts';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { FEATURES } from '../features.ts';
import type { ComposeFeatures } from '../framework/feature.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import type { QueuesFeature } from '../queues/feature.ts';
import type { Lobbies } from '../queues/lobbies.ts';

export const steamidOf = (n: number) => `7656119800000${String(n).padStart(4, '0')}`;

export interface LoopSite {
  server: TestServer;
  lobbies: Lobbies;
  url: string;
  close(): Promise<void>;
}

export async function startLoopSite(
  db: Database,
  opts: { now?: () => number; env?: Record<string, string>; features?: ComposeFeatures } = {},
): Promise<LoopSite> {
  const server = await startTestServer({
    ...(opts.env ? { env: opts.env } : {}),
    deps: { db, collections: db.collections, features: opts.features ?? FEATURES, ...(opts.now ? { now: opts.now } : {}) },
  });
  const queues = server.features.find((f) => f.name === 'queues') as unknown as QueuesFeature;
  return { server, lobbies: queues.lobbies, url: server.url, close: () => server.close() };
}

type Recorded = { [E in keyof ServerToClientEvents]?: Parameters<ServerToClientEvents[E]>[0][] };

export class TestPlayer {
  readonly events: Recorded = {};
  socket!: Socket;
  cookie = '';

  constructor(
    readonly url: string,
    readonly steamid: string,
  ) {}

  static async signIn(url: string, steamid: string, opts: { admin?: boolean; socket?: boolean } = {}): Promise<TestPlayer> {
    const player = new TestPlayer(url, steamid);
    player.cookie = (await signIn(url, steamid, { alias: `P${steamid.slice(-4)}`, ...(opts.admin ? { admin: true } : {}) })).cookie;
    if (opts.socket !== false) await player.connect();
    return player;
  }

  async connect(): Promise<void> {
    this.socket = ioClient(this.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: this.cookie }, reconnection: false });
    this.socket.onAny((event: string, payload: unknown) => {
      const list = ((this.events as Record<string, unknown[]>)[event] ??= []);
      list.push(payload);
    });
    await new Promise<void>((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', reject);
    });
  }

  received<E extends keyof ServerToClientEvents>(event: E): Parameters<ServerToClientEvents[E]>[0][] {
    return this.events[event] ?? [];
  }

  async post(path: string, body: unknown): Promise<{ status: number; body: any }> {
    const res = await fetch(`${this.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie: this.cookie },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  }

  async get(path: string): Promise<{ status: number; body: any }> {
    const res = await fetch(`${this.url}${path}`, { headers: { cookie: this.cookie } });
    return { status: res.status, body: await res.json() };
  }

  /** Emits a client event and resolves with its ack. */
  emit(event: 'ready' | 'setPugPhase' | 'endPug', payload: unknown): Promise<any> {
    return new Promise((resolve) => (this.socket.emit as (e: string, p: unknown, ack: (r: unknown) => void) => void)(event, payload, resolve));
  }

  close(): void {
    this.socket?.close();
  }
}

/**
 * The least a wait for a condition gives it. The `timeout`s the tests name hold on an idle
 * machine; CI runs these tests beside the browser tests on 2 cores, where a step took several
 * times as long. A wait ends as soon as its condition holds, so a passing test waits no longer.
 */
const PATIENCE_MS = 15_000;

/** Polls `check` until it returns a truthy value (or throws after `timeout` ms, at least PATIENCE_MS). */
export async function eventually<T>(check: () => T | Promise<T>, timeout = 5000, what = 'condition'): Promise<NonNullable<T>> {
  const until = Date.now() + Math.max(timeout, PATIENCE_MS);
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (err) {
      last = err;
    }
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A clock tests move by hand (lobby deadlines are then fired with `lobby.fireTimers()`). */
export class ManualClock {
  constructor(public t = Date.now()) {}
  now = () => this.t;
  advance(ms: number): void {
    this.t += ms;
  }
}

/**
 * Fills the sixes lobby with the given signed-in players plus admin-added dummies (who ready and
 * vote by themselves); the players ready up and vote. Resolves when the lobby reaches the draft
 * (captains) or the pug started.
 */
export async function fillSixesWithDummies(site: LoopSite, admin: TestPlayer, players: TestPlayer[], firstDummy: number): Promise<void> {
  for (const [i, p] of players.entries()) {
    const res = await p.post('/api/queueRole', { queueName: 'sixes', role: SIXES_ROLES[i % 6], isQueue: true, userSteamId: p.steamid });
    if (res.status !== 200) throw new Error(`join failed: ${JSON.stringify(res.body)}`);
  }
  for (let i = players.length; i < 12; i++) {
    const res = await admin.post('/api/queueRole', { queueName: 'sixes', roles: [SIXES_ROLES[i % 6]], userSteamId: steamidOf(firstDummy + i), isDummy: true });
    if (res.status !== 200) throw new Error(`dummy failed: ${JSON.stringify(res.body)}`);
  }
  const lobby = site.lobbies.get('sixes');
  await eventually(() => lobby.context().phase === 'Readying', 5000, 'readying');
  for (const p of players) await p.emit('ready', { isReady: true, userSteamId: p.steamid, queueName: 'sixes' });
  await eventually(() => lobby.context().mapCandidates.length > 0, 5000, 'map vote');
  for (const p of players) await p.post('/api/voteMap', { queueName: 'sixes', map: lobby.context().mapCandidates[0] });
  await eventually(() => lobby.context().draft !== null || players[0]!.received('pugStarted').length > 0, 5000, 'draft or pug');
}

export interface LoopWorld {
  db: Database;
  site: LoopSite;
  admin: TestPlayer;
  /** A signed-in player who is no admin, when `opts.player` names one. */
  player?: TestPlayer;
}

/**
 * For one test file: a fresh database (`seed`: with the default maps and dummies), the app on it
 * with every feature, and an admin signed in (steamidOf(adminNumber)), with or without a socket
 * (`sockets`), and a player (steamidOf(opts.player)) when asked; `ready` receives them before the
 * tests run, and all is torn down after.
 */
export function useLoopSite(adminNumber: number, ready: (world: LoopWorld) => void, opts: { seed?: boolean; sockets?: boolean; player?: number } = {}): void {
  let db: Database | undefined;
  let site: LoopSite | undefined;
  let admin: TestPlayer | undefined;
  let player: TestPlayer | undefined;
  beforeAll(async () => {
    db = await openTestDatabase(opts.seed ? { seed: true } : {});
    site = await startLoopSite(db);
    const socket = opts.sockets !== false;
    admin = await TestPlayer.signIn(site.url, steamidOf(adminNumber), { admin: true, socket });
    if (opts.player !== undefined) player = await TestPlayer.signIn(site.url, steamidOf(opts.player), { socket });
    ready({ db, site, admin, ...(player ? { player } : {}) });
  });
  afterAll(async () => {
    player?.close();
    admin?.close();
    await site?.close();
    await db?.close();
  });
}
