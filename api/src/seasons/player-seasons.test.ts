/**
 * The league refresh against a main declared while it runs: the refresh reads the stored history,
 * asks the league, and replaces the history; a main declared in between (POST /api/teamRole) must
 * survive, by the refresh's compare-and-set on the history it read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Collection } from 'mongodb';
import { leagueTeamsSchema, leagueTeamsToHistory, type RefreshHistoryResponse } from '@pug/domain';
import { leagueTeam, startFakeLeague, type FakeLeague, type FakeLeagueTeam } from '@pug/test-tools/league-api';
import { signIn } from '../auth/testing.ts';
import { FEATURES } from '../features.ts';
import type { Database, UserDoc } from '../db/index.ts';
import { openTestDatabase, userDoc } from '../db/testing.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { playerCaller } from './testing.ts';
import { leagueClient } from './league-client.ts';
import { refreshLeagueHistory, type SeasonsDeps } from './player-seasons.ts';

const RACER = '76561198000000901';
const STUBBORN = '76561198000000902';
const ADMIN = '76561198000000903';
const TEAM_URL = 'https://league.example/team/{teamId}';

let database: Database;
let server: TestServer;
let league: FakeLeague;
const cookies: Record<string, string> = {};

const TEAMS = {
  [RACER]: [leagueTeam({ seasonId: 170, divisionName: 'Main' }), leagueTeam({ seasonId: 171, divisionName: 'Advanced' })],
  [STUBBORN]: [leagueTeam({ seasonId: 180, divisionName: 'Main' })],
};

/** A player whose first league season was fetched just now (so signing in does not refresh it). */
function withHistory(steamid: string, teams: FakeLeagueTeam[]): UserDoc {
  // Read as the league client reads the answer.
  const data = leagueTeamsToHistory(leagueTeamsSchema.parse(teams), [], (teamId) => TEAM_URL.replace('{teamId}', teamId));
  return userDoc(steamid, { playerHistory: { lastUpdated: Date.now(), data }, missingRoles: data.map((s) => s._id) });
}

beforeAll(async () => {
  league = await startFakeLeague(TEAMS);
  database = await openTestDatabase();
  await database.collections.users.insertMany([
    withHistory(RACER, TEAMS[RACER].slice(0, 1)),
    withHistory(STUBBORN, TEAMS[STUBBORN]),
    userDoc(ADMIN, { alias: 'Admin', isAdmin: true }),
  ]);
  server = await startTestServer({
    // A generous league timeout: the test holds the league's answer on purpose.
    env: { LEAGUE_API_URL: league.url, LEAGUE_TIMEOUT_MS: '30000', LEAGUE_TEAM_URL: TEAM_URL },
    deps: { db: database, collections: database.collections, features: FEATURES },
  });
  cookies[RACER] = (await signIn(server.url, RACER, { alias: RACER })).cookie;
  cookies[ADMIN] = (await signIn(server.url, ADMIN, { alias: 'Admin', admin: true })).cookie;
});
afterAll(async () => {
  await server?.close();
  await database?.close();
  await league?.close();
});

const call = playerCaller(() => server, cookies);

async function until(probe: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !probe(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!probe()) throw new Error('timed out');
}

describe('refreshLeagueHistory', () => {
  it('keeps a main declared between reading the history and writing the league’s answer', async () => {
    let release!: () => void;
    league.mode = { kind: 'held', until: new Promise<void>((r) => (release = r)) };
    const asked = league.requests.length;
    const refreshing = call('GET', `/api/refreshHistory?id=${RACER}`, ADMIN);
    try {
      // The league was asked: the refresh has read the stored history and waits for the answer.
      await until(() => league.requests.length > asked);
      const declared = await call('POST', '/api/teamRole', RACER, {
        userId: RACER,
        _id: 'league-170-1170',
        seasonId: 170,
        joinAt: '2025-01-05',
        role: 'medic',
      });
      expect(declared.status).toBe(200);
    } finally {
      release();
    }
    const res = await refreshing;
    expect(res.status).toBe(200);
    const body = (await res.json()) as RefreshHistoryResponse;
    expect(body.leagueError).toBeNull();
    const stored = (await database.collections.users.findOne({ _id: RACER }))!;
    // The league's new season arrived, and the main declared meanwhile is still there.
    expect(stored.playerHistory.data.map((s) => [s._id, s.role])).toEqual([
      ['league-170-1170', 'medic'],
      ['league-171-1171', ''],
    ]);
    expect(stored.missingRoles).toEqual(['league-171-1171']);
    expect(body.profile.seasons.find((s) => s._id === 'league-170-1170')?.role).toBe('medic');
    league.mode = { kind: 'ok' };
  });

  it('gives up after a few tries when the history keeps changing, keeping the cached data and saying so', async () => {
    const users = database.collections.users;
    let writes = 0;
    // Another writer changes the history right before every write of the refresh.
    const contended = new Proxy(users, {
      get(target, prop, receiver) {
        if (prop !== 'updateOne') return Reflect.get(target, prop, receiver) as unknown;
        return async (...args: Parameters<Collection<UserDoc>['updateOne']>) => {
          writes++;
          await target.updateOne({ _id: STUBBORN }, { $set: { 'playerHistory.data.0.role': writes % 2 ? 'medic' : 'demoman' } });
          return target.updateOne(...args);
        };
      },
    });
    const warnings: unknown[] = [];
    const logger = { warn: (o: unknown) => warnings.push(o) } as unknown as SeasonsDeps['logger'];
    const deps: SeasonsDeps = {
      collections: { ...database.collections, users: contended },
      now: () => Date.now(),
      logger,
      league: { apiUrl: league.url, profileUrl: null, teamUrl: TEAM_URL, staleMs: 86_400_000, timeoutMs: 5000 },
      leagueClient: leagueClient({ apiUrl: league.url, timeoutMs: 5000 }),
    };
    const before = (await users.findOne({ _id: STUBBORN }))!.playerHistory.lastUpdated;
    const outcome = await refreshLeagueHistory(deps, STUBBORN);
    expect(outcome.refreshed).toBe(false);
    expect(outcome.leagueError).toMatch(/changed while they were being refreshed; showing the seasons we had/);
    expect(writes).toBe(4);
    expect(warnings).toEqual([expect.objectContaining({ steamid: STUBBORN, attempts: 4 })]);
    const stored = (await users.findOne({ _id: STUBBORN }))!;
    // The other writer's change stands; the refresh wrote nothing.
    expect(stored.playerHistory.lastUpdated).toBe(before);
    expect(stored.playerHistory.data[0]!.role).toBe('demoman');
  });
});
