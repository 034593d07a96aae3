/**
 * Test support for serveme.tf reservations: the whole site configured against a fake serveme.tf
 * (test-tools/serveme) that hands out a simulated TF2 server, on short waits, with no registered
 * server; a pug of one real player and eleven dummies. The simulated server is on 127.0.0.1, so
 * the site allows a loopback server (SERVEME_ALLOW_LOOPBACK=1) unless `env` says otherwise.
 */
import type { Pug } from '@pug/domain';
import { startTf2Sim, type SimPlayer, type Tf2Simulator } from '@pug/test-tools/tf2-sim';
import { startFakeServeme, type FakeServeme } from '@pug/test-tools/serveme';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Database } from '../../db/index.ts';
import { openTestDatabase } from '../../db/testing.ts';
import { siteFeatures } from '../../features.ts';
import { eventually, fillSixesWithDummies, startLoopSite, steamidOf, TestPlayer, type LoopSite } from '../../testing/loop-site.ts';
import type { ServersFeature, ServersFeatureOptions } from '../index.ts';
import { FAST } from '../testing.ts';

export const SERVEME_KEY = 'fake-serveme-key-0123456789';

/** Short waits: ready checks every 30 ms, ending retried 4 times from 50 ms, a 429 waited out up to 2 s. */
const FAST_SERVEME = { extendWithinMs: 40 * 60_000, readyWaitMs: 3000, readyPollMs: 30, endAttempts: 4, endRetryMs: 50, maxRetryAfterMs: 2000 };

export function startServemeSite(db: Database, fake: FakeServeme, env: Record<string, string> = {}, servers: ServersFeatureOptions = {}): Promise<LoopSite> {
  return startLoopSite(db, {
    env: {
      SERVEME_API_KEY: SERVEME_KEY,
      SERVEME_REGION_URLS: `na=${fake.url}`,
      SERVEME_TIMEOUT_MS: '1000',
      SERVER_POLL_MS: '600000',
      SERVEME_ALLOW_LOOPBACK: '1',
      ...env,
    },
    features: siteFeatures({ servers: { ...FAST, serveme: FAST_SERVEME, ...servers } }),
  });
}

export const serversOf = (site: LoopSite) => site.server.features.find((f) => f.name === 'servers') as ServersFeature;

/** The player and 11 dummies (from `firstDummy`) fill sixes; resolves with the started pug. */
export async function startServemePug(site: LoopSite, admin: TestPlayer, player: TestPlayer, firstDummy: number): Promise<Pug> {
  const before = player.received('pugStarted').length;
  await fillSixesWithDummies(site, admin, [player], firstDummy);
  const started = await eventually(() => player.received('pugStarted')[before], 8000, 'pugStarted');
  return started[0]!;
}

/** The pug's players as the simulated server sees them. */
export function simPlayersOf(pug: Pug): SimPlayer[] {
  return [
    ...Object.keys(pug.teams.blu).map((steamid) => ({ name: `B${steamid.slice(-3)}`, steamid, team: 'Blue' as const })),
    ...Object.keys(pug.teams.red).map((steamid) => ({ name: `R${steamid.slice(-3)}`, steamid, team: 'Red' as const })),
  ];
}

/** The calls the fake received, as `METHOD path`. */
export const callLines = (fake: FakeServeme) => fake.calls.map((c) => `${c.method} ${c.path}`);

export interface ServemeWorld {
  db: Database;
  sim: Tf2Simulator;
  fake: FakeServeme;
  site: LoopSite;
  admin: TestPlayer;
  player: TestPlayer;
}

/**
 * For one test file: a seeded store, a simulated server the fake serveme.tf hands out, the site
 * configured against it, an admin and a player (steamidOf(ids.admin / ids.player)); after each
 * test every running pug is ended and the reserved server must be gone (serveme's server is free
 * again) and the fake's calls are cleared; all is stopped after the file.
 */
export function useServemeWorld(
  ids: { admin: number; player: number; releaseWaitMs?: number; simRconPassword?: string; siteEnv?: Record<string, string> },
  ready: (world: ServemeWorld) => void,
): void {
  let world: ServemeWorld | undefined;
  beforeAll(async () => {
    const db = await openTestDatabase({ seed: true });
    const sim = await startTf2Sim(ids.simRconPassword ? { rconPassword: ids.simRconPassword } : {});
    const fake = await startFakeServeme({ apiKey: SERVEME_KEY, sim });
    const site = await startServemeSite(db, fake, ids.siteEnv);
    const admin = await TestPlayer.signIn(site.url, steamidOf(ids.admin), { admin: true });
    const player = await TestPlayer.signIn(site.url, steamidOf(ids.player));
    world = { db, sim, fake, site, admin, player };
    ready(world);
  });
  afterEach(async () => {
    if (!world) return;
    const { db, admin, fake } = world;
    for (const pug of await db.collections.pugs.find({ phase: { $ne: 'Complete' } }).toArray()) await admin.emit('endPug', { pugId: pug._id });
    await eventually(async () => (await db.collections.servers.countDocuments({})) === 0, ids.releaseWaitMs ?? 5000, 'reserved server gone');
    fake.calls.length = 0;
  });
  afterAll(async () => {
    world?.player.close();
    world?.admin.close();
    await world?.site.close();
    await world?.fake.close();
    await world?.sim.stop();
    await world?.db.close();
  });
}
