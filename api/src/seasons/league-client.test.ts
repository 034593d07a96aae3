import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { leagueTeam, startFakeLeague, type FakeLeague, type StreamProgress } from '@pug/test-tools/league-api';
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

/** Waits until the fake league has seen the caller hang up (or gives up after `ms`). */
async function hungUp(progress: StreamProgress, ms = 2000): Promise<boolean> {
  for (const until = Date.now() + ms; Date.now() < until && !progress.callerClosed;) await new Promise((r) => setTimeout(r, 10));
  return progress.callerClosed;
}

it('stops reading a chunked answer with no Content-Length at the 512 KiB cap and hangs up', async () => {
  const progress: StreamProgress = { sent: 0, callerClosed: false };
  league.mode = { kind: 'flood', bytes: 64 * 1024 * 1024, progress };
  const started = Date.now();
  const err = await failure(client(5000).teamsOf(KNOWN));
  expect(err.reason).toBe('malformed');
  expect(err.message).toMatch(/too large/);
  expect(Date.now() - started).toBeLessThan(2000);
  expect(await hungUp(progress)).toBe(true);
  // What the league got out before the hang-up: the cap plus what the sockets buffer, not 64 MiB.
  expect(progress.sent).toBeLessThan(8 * 1024 * 1024);
});

it('cuts a body that trickles past the timeout at the timeout', async () => {
  const progress: StreamProgress = { sent: 0, callerClosed: false };
  league.mode = { kind: 'trickle', everyMs: 50, progress };
  const started = Date.now();
  const err = await failure(client(400).teamsOf(KNOWN));
  const took = Date.now() - started;
  expect(err.reason).toBe('timeout');
  expect(took).toBeGreaterThanOrEqual(380);
  expect(took).toBeLessThan(1000);
  expect(progress.sent).toBeGreaterThan(0);
  expect(await hungUp(progress)).toBe(true);
});
