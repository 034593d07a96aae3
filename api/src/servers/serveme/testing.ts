/**
 * Test support for serveme.tf reservations: the whole site configured against a fake serveme.tf
 * (test-tools/serveme) that hands out a simulated TF2 server, on short waits, with no registered
 * server; a pug of one real player and eleven dummies.
 */
import type { Pug } from '@pug/domain';
import type { SimPlayer } from '@pug/test-tools/tf2-sim';
import type { FakeServeme } from '@pug/test-tools/serveme';
import type { Database } from '../../db/index.ts';
import { siteFeatures } from '../../features.ts';
import { eventually, fillSixesWithDummies, startLoopSite, type LoopSite, type TestPlayer } from '../../testing/loop-site.ts';
import type { ServersFeature } from '../index.ts';
import { FAST } from '../testing.ts';

export const SERVEME_KEY = 'fake-serveme-key-0123456789';

/** Short waits: ready checks every 30 ms, ending retried 4 times from 50 ms, a 429 waited out up to 2 s. */
const FAST_SERVEME = { readyWaitMs: 3000, readyPollMs: 30, endAttempts: 4, endRetryMs: 50, maxRetryAfterMs: 2000 };

export function startServemeSite(db: Database, fake: FakeServeme, env: Record<string, string> = {}): Promise<LoopSite> {
  return startLoopSite(db, {
    env: { SERVEME_API_KEY: SERVEME_KEY, SERVEME_REGION_URLS: `na=${fake.url}`, SERVEME_TIMEOUT_MS: '1000', SERVER_POLL_MS: '600000', ...env },
    features: siteFeatures({ servers: { ...FAST, serveme: FAST_SERVEME } }),
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
