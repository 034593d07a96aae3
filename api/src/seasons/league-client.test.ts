import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { leagueTeam, startFakeLeague, type FakeLeague } from '@pug/test-tools/league-api';
import { leagueClient, LeagueUnavailable } from './league-client.ts';

const KNOWN = '76561198000000701';
let league: FakeLeague;

beforeAll(async () => {
  league = await startFakeLeague({ [KNOWN]: [leagueTeam({ seasonId: 141, divisionName: 'Main', teamId: 55 })] });
});
afterAll(() => league.close());
beforeEach(() => {
  league.mode = { kind: 'ok' };
});

const client = (timeoutMs = 2000) => leagueClient({ apiUrl: league.url, timeoutMs });
const failure = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(LeagueUnavailable);
  return err as LeagueUnavailable;
};

it('reads a player’s teams in the RGL shape from /v0/profile/{steamid}/teams', async () => {
  const teams = await client().teamsOf(KNOWN);
  expect(teams).toEqual([
    expect.objectContaining({ seasonId: 141, teamId: 55, divisionName: 'Main', formatName: 'Sixes', startedAt: Date.parse('2025-01-05T00:00:00.000Z') }),
  ]);
  expect(league.requests.at(-1)).toBe(`/v0/profile/${KNOWN}/teams`);
});

it('treats a player the league does not know (404) as one with no seasons', async () => {
  expect(await client().teamsOf('76561198000000799')).toEqual([]);
});

it('reports a league error (500) as unavailable with a readable message', async () => {
  league.mode = { kind: 'status', status: 500 };
  const err = await failure(client().teamsOf(KNOWN));
  expect(err.reason).toBe('status');
  expect(err.message).toMatch(/answered 500/);
});

it('gives up on a slow league after its timeout', async () => {
  league.mode = { kind: 'slow', ms: 1500 };
  const started = Date.now();
  const err = await failure(client(200).teamsOf(KNOWN));
  expect(err.reason).toBe('timeout');
  expect(Date.now() - started).toBeLessThan(1400);
});

it('refuses malformed answers: not JSON, or JSON of another shape', async () => {
  league.mode = { kind: 'malformed', body: 'not-json' };
  expect((await failure(client().teamsOf(KNOWN))).message).toMatch(/not JSON/);
  league.mode = { kind: 'malformed', body: 'wrong-shape' };
  expect((await failure(client().teamsOf(KNOWN))).reason).toBe('malformed');
});

it('reports an unreachable league', async () => {
  const err = await failure(leagueClient({ apiUrl: 'http://127.0.0.1:1', timeoutMs: 1000 }).teamsOf(KNOWN));
  expect(err.reason).toBe('unreachable');
});
