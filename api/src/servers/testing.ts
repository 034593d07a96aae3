/**
 * Test support for the game-server feature (api tests only): the app with sign-in and this
 * feature on fast timings, simulated servers registered in the store, and Pregame pugs.
 */
import { SIXES_ROLES } from '@pug/domain/testing';
import type { SimPlayer, Tf2Simulator } from '@pug/test-tools/tf2-sim';
import { authFeature } from '../auth/index.ts';
import type { Database } from '../db/index.ts';
import type { PugDoc, ServerDoc } from '../db/documents.ts';
import type { EventCatalogue } from '../framework/events.ts';
import type { FeatureContext, FeatureFactory } from '../framework/feature.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { serversFeature, type ServersFeature, type ServersFeatureOptions } from './index.ts';

/** Timings short enough for tests, long enough for a loaded 2-core machine. */
export const FAST: ServersFeatureOptions = {
  attempts: 3,
  retryDelayMs: 10,
  rconTimeoutMs: 3000,
  logCheckMs: 3000,
  changelevelDelayMs: 0,
  queryTimeoutMs: 1000,
  linkWaitMs: 400,
  finalScoreWaitMs: 300,
};

export interface ServersSite {
  server: TestServer;
  feature: ServersFeature;
  url: string;
  close(): Promise<void>;
}

export async function startServersSite(db: Database, opts: { options?: ServersFeatureOptions; env?: Record<string, string> } = {}): Promise<ServersSite> {
  const features = (ctx: FeatureContext) => [authFeature(ctx), serversFeature(ctx, { ...FAST, ...opts.options }), completePugAtGameOver(ctx)];
  const server = await startTestServer({ ...(opts.env ? { env: opts.env } : {}), deps: { db, collections: db.collections, features } });
  const feature = server.features.find((f) => f.name === 'servers') as ServersFeature;
  return { server, feature, url: server.url, close: () => server.close() };
}

/**
 * Stands in for the pugs feature on a servers-only site: the game over a server reports completes
 * the pug (`pug/completed`), which releases the server.
 */
const completePugAtGameOver: FeatureFactory = ({ events }) => {
  events.on('match/over', 'servers/testing', ({ pugId }) => events.publish('pug/completed', { pug: { _id: pugId } as never }));
  return { name: 'pugs stand-in' };
};

/** What the game-server service publishes, by the short names the tests use. */
const SERVER_EVENTS = {
  matchStarted: 'match/started',
  score: 'match/score',
  gameOver: 'match/over',
  player: 'match/player',
} as const;
export type ServerEventName = keyof typeof SERVER_EVENTS;
export type ServerEventPayload<K extends ServerEventName> = EventCatalogue[(typeof SERVER_EVENTS)[K]];

/** Calls `record` with each `event` the site's game-server service publishes. */
export function onServerEvent<K extends ServerEventName>(site: ServersSite, event: K, record: (payload: ServerEventPayload<K>) => void): void {
  site.server.events.on(SERVER_EVENTS[event], 'test', record);
}

let serial = 0;

/** Registers a simulated server directly in the store. */
export async function registerSim(db: Database, sim: Tf2Simulator, fields: Partial<ServerDoc> = {}): Promise<ServerDoc> {
  const doc: ServerDoc = {
    _id: `sim-${++serial}-${sim.port}`,
    name: sim.name,
    ipport: sim.ipport,
    rconPassword: sim.rconPassword,
    region: 'na',
    priority: 0,
    enabled: true,
    query: null,
    logs: [],
    isDisrupt: false,
    disruptReason: null,
    pugId: null,
    ...fields,
  };
  await db.collections.servers.insertOne(doc);
  return doc;
}

export const steamidOf = (n: number) => `7656119800000${String(n).padStart(4, '0')}`;

/** Twelve players: 1-6 BLU, 7-12 RED. */
export function sixesPlayers(): SimPlayer[] {
  return Array.from({ length: 12 }, (_, i) => ({ name: `P${i + 1}`, steamid: steamidOf(i + 1), team: i < 6 ? 'Blue' : 'Red' }));
}

/** A sixes pug waiting in Pregame (stored as the pugs feature stores it). */
export async function insertPregamePug(db: Database, _id: string, map = 'cp_process_f12'): Promise<PugDoc> {
  const seat = (n: number) => [steamidOf(n), { role: SIXES_ROLES[(n - 1) % 6]!, needsSub: false, subVotes: [], elo: 1500 }] as const;
  const doc = {
    _id,
    queueName: 'sixes',
    format: 'SIXES',
    phase: 'Pregame',
    startAt: Date.now(),
    endAt: null,
    gameStartAt: null,
    teams: { blu: Object.fromEntries([1, 2, 3, 4, 5, 6].map(seat)), red: Object.fromEntries([7, 8, 9, 10, 11, 12].map(seat)) },
    subbedPlayers: [],
    shorthand: '6S',
    map,
    data: { logId: null, score: null },
    readiedPlayers: [],
    unreadiedPlayers: [],
    undeclaredPlayers: [],
    players: Array.from({ length: 12 }, (_, i) => steamidOf(i + 1)),
    version: 0,
  } as unknown as PugDoc;
  await db.collections.pugs.insertOne(doc);
  return doc;
}

/** Resolves once `check` passes (polling), or rejects with the last failure. */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 10000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}
