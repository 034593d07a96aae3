/**
 * Test support (api tests only): the whole app (every feature, the game servers on fast timings)
 * and a sixes pug played up to the point where the simulated server is configured for it, by 12
 * real players over HTTP and sockets.
 */
import { queueableRoles, type Pug } from '@pug/domain';
import { startTf2Sim, type Tf2Simulator } from '@pug/test-tools/tf2-sim';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { siteFeatures } from '../features.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import type { QueuesFeature } from '../queues/feature.ts';
import { eventually, steamidOf, TestPlayer } from './loop-site.ts';
import type { ServersFeature } from '../servers/index.ts';
import { FAST, registerSim } from '../servers/testing.ts';

/** The whole app on fast server timings; `now`: the features' clock (tests move it instead of sleeping). */
export function startLiveSite(db: Database, opts: { now?: () => number } = {}): Promise<TestServer> {
  return startTestServer({ deps: { db, collections: db.collections, features: siteFeatures({ servers: FAST }), ...(opts.now ? { now: opts.now } : {}) } });
}

export const serversOf = (site: TestServer) => site.features.find((f) => f.name === 'servers') as ServersFeature;

/** 12 players (steamidOf(firstId..firstId+11)) queue, ready and vote; resolves once `sim` is ready for their pug. */
async function startLivePug(site: TestServer, db: Database, sim: Tf2Simulator, firstId: number): Promise<{ pug: Pug; players: TestPlayer[] }> {
  const lobbies = (site.features.find((f) => f.name === 'queues') as unknown as QueuesFeature).lobbies;
  const roles = queueableRoles(lobbies.get('sixes').context().config);
  const players = await Promise.all(Array.from({ length: 12 }, (_, i) => TestPlayer.signIn(site.url, steamidOf(firstId + i))));
  for (const [i, p] of players.entries()) {
    const res = await p.post('/api/queueRole', { queueName: 'sixes', role: roles[i % roles.length], isQueue: true, userSteamId: p.steamid });
    if (res.status !== 200) throw new Error(`join failed: ${JSON.stringify(res.body)}`);
  }
  await eventually(() => players[0]!.received('readyUp!').at(-1), 5000, 'readyUp!');
  await Promise.all(players.map((p) => p.emit('ready', { isReady: true, userSteamId: p.steamid, queueName: 'sixes' })));
  const vote = await eventually(() => players[0]!.received('voteForMap!').at(-1), 5000, 'voteForMap!');
  for (const p of players) await p.post('/api/voteMap', { queueName: 'sixes', map: vote.maps[0] });
  const started = await eventually(() => players[0]!.received('pugStarted').at(-1), 8000, 'pugStarted');
  const pug = started[0]!;
  await eventually(
    async () => (await db.collections.servers.findOne({ ipport: sim.ipport, password: { $ne: null } }))?.pugId === pug._id,
    8000,
    'server ready',
  );
  return { pug, players };
}

/** A test file's world: a store, a simulated server registered on it, the whole app and a signed-in admin. */
export interface LivePugWorld {
  readonly db: Database;
  readonly sim: Tf2Simulator;
  readonly site: TestServer;
  readonly admin: TestPlayer;
  /** The players of the pug the running test started (closed after it). */
  readonly players: TestPlayer[];
  /** 12 players play a pug up to the server being ready for it; it is ended after the test unless it completed. */
  startPug(firstId: number): Promise<Pug>;
}

/**
 * Registers the hooks of a file of live pug tests: before all, the world; after each test, its
 * players leave and its pug is ended (so the server is free for the next); after all, it all stops.
 */
export function useLivePugWorld(opts: { rconPassword: string; serverName: string; adminId: number; now?: () => number }): LivePugWorld {
  let db: Database;
  let sim: Tf2Simulator;
  let site: TestServer;
  let admin: TestPlayer;
  let players: TestPlayer[] = [];
  let live: string | null = null;
  beforeAll(async () => {
    db = await openTestDatabase();
    sim = await startTf2Sim({ rconPassword: opts.rconPassword });
    await registerSim(db, sim, { name: opts.serverName });
    site = await startLiveSite(db, opts.now ? { now: opts.now } : {});
    admin = await TestPlayer.signIn(site.url, steamidOf(opts.adminId), { admin: true });
  });
  afterEach(async () => {
    for (const p of players) p.close();
    players = [];
    if (live && (await db.collections.pugs.findOne({ _id: live }))?.phase !== 'Complete') await admin.emit('endPug', { pugId: live });
    live = null;
    await eventually(async () => (await db.collections.servers.findOne({ ipport: sim.ipport }))?.pugId === null, 5000, 'server released');
  });
  afterAll(async () => {
    admin?.close();
    await site?.close();
    await sim?.stop();
    await db?.close();
  });
  return {
    get db() {
      return db;
    },
    get sim() {
      return sim;
    },
    get site() {
      return site;
    },
    get admin() {
      return admin;
    },
    get players() {
      return players;
    },
    async startPug(firstId) {
      const started = await startLivePug(site, db, sim, firstId);
      players = started.players;
      live = started.pug._id;
      return started.pug;
    },
  };
}
