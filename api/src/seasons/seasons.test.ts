import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CustomSeason, ProfileResponse, RefreshHistoryResponse, SelfResponse, XpRequestsResponse } from '@pug/domain';
import { io as ioClient } from 'socket.io-client';
import { leagueTeam, startFakeLeague, type FakeLeague } from '@pug/test-tools/league-api';
import { signIn } from '../auth/testing.ts';
import { FEATURES } from '../features.ts';
import type { Database } from '../db/index.ts';
import { openTestDatabase, userDoc } from '../db/testing.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { connected } from '../framework/socket-testing.ts';
import { playerCaller } from './testing.ts';

const OWNER = '76561198000000801';
const OTHER = '76561198000000802';
const ADMIN = '76561198000000803';
const FRESH = '76561198000000804';

let database: Database;
let server: TestServer;
let league: FakeLeague;
const cookies: Record<string, string> = {};

const call = playerCaller(() => server, cookies);
const json = async <T>(res: Response) => (await res.json()) as T;

const request = (over: Record<string, unknown> = {}) => ({
  teamUrl: 'https://etf2l.org/teams/4242',
  seasonId: '41',
  startedAt: '2025-02-01',
  leftAt: '2025-05-01',
  formatName: 'Sixes',
  role: 'medic',
  divisionName: 'Advanced',
  steamid: OWNER,
  ...over,
});

beforeAll(async () => {
  league = await startFakeLeague({
    [OWNER]: [
      leagueTeam({ seasonId: 141, divisionName: 'Main', teamId: 55 }),
      leagueTeam({ seasonId: 150, divisionName: 'Intermediate', formatName: 'Highlander', teamId: 66, startedAt: '2025-06-01T00:00:00Z' }),
    ],
    [FRESH]: [leagueTeam({ seasonId: 160, divisionName: 'Invite', teamId: 77 })],
  });
  database = await openTestDatabase();
  await database.collections.users.insertMany([
    userDoc(OWNER, { alias: 'Owner' }),
    userDoc(OTHER, { alias: 'Other' }),
    userDoc(ADMIN, { alias: 'Admin', isAdmin: true }),
  ]);
  server = await startTestServer({
    env: {
      LEAGUE_API_URL: league.url,
      // Long enough for the stand-in to answer on a loaded machine (at 300 ms the sign-in's fetch
      // timed out once in a fresh-clone run, and no history was cached); the slow mode stays slower.
      LEAGUE_TIMEOUT_MS: '2000',
      LEAGUE_TEAM_URL: 'https://league.example/team/{teamId}',
      LEAGUE_PROFILE_URL: 'https://league.example/player/{steamid}',
      SITE_ORIGINS: 'https://pugs.example',
    },
    deps: { db: database, collections: database.collections, features: FEATURES },
  });
  cookies[OWNER] = (await signIn(server.url, OWNER, { alias: 'Owner' })).cookie;
  cookies[OTHER] = (await signIn(server.url, OTHER, { alias: 'Other' })).cookie;
  cookies[ADMIN] = (await signIn(server.url, ADMIN, { alias: 'Admin', admin: true })).cookie;
});
afterAll(async () => {
  await server?.close();
  await database?.close();
  await league?.close();
});
beforeEach(() => {
  league.mode = { kind: 'ok' };
});

/** Polls `probe` until it finds something (up to 15 s: a busy machine may take that long). */
async function waitFor<T>(probe: () => Promise<T | null | undefined>): Promise<T> {
  for (const until = Date.now() + 15_000; Date.now() < until;) {
    const v = await probe();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('timed out');
}

describe('league history', () => {
  it('is fetched at sign-in when stale, cached with lastUpdated, and makes missingRoles', async () => {
    const user = await waitFor(() => database.collections.users.findOne({ _id: OWNER, 'playerHistory.lastUpdated': { $gt: 0 } }));
    expect(user.playerHistory.data.map((s) => [s._id, s.divisionName, s.teamUrl])).toEqual([
      ['league-141-55', 'Main', 'https://league.example/team/55'],
      ['league-150-66', 'Intermediate', 'https://league.example/team/66'],
    ]);
    expect(user.missingRoles).toEqual(['league-141-55', 'league-150-66']);
    const self = await json<SelfResponse>(await call('GET', '/api/self/', OWNER));
    expect(self.missingRoles).toHaveLength(2);
    // The owner's requests only: the other players' sign-ins (beforeAll) may still be asking.
    const askedForOwner = () => league.requests.filter((path) => path.includes(`/${OWNER}/`)).length;
    const asked = askedForOwner();
    await signIn(server.url, OWNER, { alias: 'Owner' }); // fresh: not asked again
    await new Promise((r) => setTimeout(r, 50));
    expect(askedForOwner()).toBe(asked);
  });

  it('refreshHistory keeps the cached seasons and says why when the league is down, slow or malformed', async () => {
    for (const mode of [
      { kind: 'status', status: 500 },
      { kind: 'slow', ms: 6000 },
      { kind: 'malformed', body: 'wrong-shape' },
    ] as const) {
      league.mode = mode;
      const res = await call('GET', `/api/refreshHistory?id=${OWNER}`, ADMIN);
      expect(res.status).toBe(200);
      const body = await json<RefreshHistoryResponse>(res);
      expect(body.leagueError).toMatch(/showing the seasons we had/);
      expect(body.profile.seasons.filter((s) => s.source === 'league')).toHaveLength(2);
    }
    const audit = await database.collections.auditLog.find({ action: 'refreshHistory', actor: ADMIN }).toArray();
    expect(audit).toHaveLength(3);
  });

  it('refreshHistory: own history once a minute, anyone else’s only as an admin, 401 signed out, 400 on a bad id', async () => {
    expect((await call('GET', `/api/refreshHistory?id=${OWNER}`, null)).status).toBe(401);
    expect((await call('GET', `/api/refreshHistory?id=${OWNER}`, OTHER)).status).toBe(403);
    expect((await call('GET', `/api/refreshHistory?id[$gt]=`, OWNER)).status).toBe(400);
    await database.collections.users.updateOne({ _id: OTHER }, { $set: { 'playerHistory.lastUpdated': 0 } });
    expect((await call('GET', `/api/refreshHistory?id=${OTHER}`, OTHER)).status).toBe(200);
    expect((await call('GET', `/api/refreshHistory?id=${OTHER}`, OTHER)).status).toBe(409);
  });
});

describe('POST /api/teamRole', () => {
  const body = (over: Record<string, unknown> = {}) => ({ userId: OWNER, role: 'medic', seasonId: 141, joinAt: '2025-01-05', _id: 'league-141-55', ...over });

  it('declares the main of an own season, which clears it from missingRoles and sets the base elo', async () => {
    const res = await call('POST', '/api/teamRole', OWNER, body());
    expect(res.status).toBe(200);
    const profile = await json<ProfileResponse>(res);
    expect(profile.seasons.find((s) => s._id === 'league-141-55')?.role).toBe('medic');
    expect(profile.missingRoles).toEqual(['league-150-66']);
    expect(profile.baseElos.sixes).toMatchObject({ medic: 1600, demoman: 1400 });
  });

  it('allows Roster Rider, refuses a class of another format, an empty class, a wrong season and other players’ seasons', async () => {
    expect((await call('POST', '/api/teamRole', OWNER, body({ _id: 'league-150-66', seasonId: 150, role: 'rosterrider' }))).status).toBe(200);
    expect((await call('POST', '/api/teamRole', OWNER, body({ role: 'pyro' }))).status).toBe(400);
    expect((await call('POST', '/api/teamRole', OWNER, body({ role: '' }))).status).toBe(400);
    expect((await call('POST', '/api/teamRole', OWNER, body({ seasonId: 999 }))).status).toBe(400);
    expect((await call('POST', '/api/teamRole', OWNER, body({ _id: 'league-1-1' }))).status).toBe(404);
    expect((await call('POST', '/api/teamRole', OTHER, body({ role: 'demoman' }))).status).toBe(403);
    expect((await call('POST', '/api/teamRole', null, body())).status).toBe(401);
    expect((await call('POST', '/api/teamRole', OWNER, body({ userId: { $gt: '' } }))).status).toBe(400);
    const user = await database.collections.users.findOne({ _id: OWNER });
    expect(user?.playerHistory.data.map((s) => s.role)).toEqual(['medic', 'rosterrider']);
    expect(user?.missingRoles).toEqual([]);
  });

  it('an admin may set anyone’s main, and it is audited', async () => {
    expect((await call('POST', '/api/teamRole', ADMIN, body({ role: 'demoman' }))).status).toBe(200);
    const entry = await database.collections.auditLog.findOne({ action: 'setSeasonMain' });
    expect(entry).toMatchObject({ actor: ADMIN, target: { kind: 'player', id: OWNER }, details: { role: 'demoman', previous: 'medic' } });
    await call('POST', '/api/teamRole', ADMIN, body({ role: 'medic' }));
  });
});

describe('custom seasons', () => {
  let pendingId = '';

  it('a player requests custom experience: pending, admins told, every rule of docs/product.md "Validation" checked', async () => {
    for (const bad of [
      request({ teamUrl: '' }),
      request({ teamUrl: 'javascript:alert(1)' }),
      request({ seasonId: 'forty' }),
      request({ seasonId: '-1' }),
      request({ seasonId: '.5' }),
      request({ startedAt: '' }),
      request({ divisionName: '' }),
      request({ role: '' }),
      request({ role: 'pyro' }),
      request({ formatName: 'Prolander' }),
      request({ leftAt: '2024-01-01' }),
      request({ steamid: { $ne: null } }),
    ]) {
      const res = await call('POST', '/api/customSeason', OWNER, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await database.collections.customSeasons.countDocuments({})).toBe(0);
    expect((await call('POST', '/api/customSeason', null, request())).status).toBe(401);
    expect((await call('POST', '/api/customSeason', OTHER, request())).status).toBe(403);

    // The season number is parsed as an integer: "41.7" is season 41 (and the repeat below is its duplicate).
    const res = await call('POST', '/api/customSeason', OWNER, request({ seasonId: '41.7' }));
    expect(res.status).toBe(200);
    const profile = await json<ProfileResponse>(res);
    const pending = profile.seasons.find((s) => s.source === 'custom');
    expect(pending).toMatchObject({ approved: false, seasonId: 41, divisionName: 'Advanced', seasonName: 'ETF2L season 41' });
    pendingId = pending!._id;
    expect(profile.baseElos.sixes?.medic).toBe(1600); // pending seasons do not count
    expect(await database.collections.notifications.countDocuments({ steamid: ADMIN, msg: /requests custom experience/ })).toBe(1);
    expect((await call('POST', '/api/customSeason', OWNER, request())).status).toBe(409);
  });

  it('others see only approved custom seasons', async () => {
    const seen = await json<ProfileResponse>(await call('GET', `/api/profile/${OWNER}`, OTHER));
    expect(seen.seasons.some((s) => s.source === 'custom')).toBe(false);
    expect(seen.canEdit).toBe(false);
    expect(seen.missingRoles).toBeUndefined();
  });

  it('xpRequests lists waiting seasons with the requester, for admins only', async () => {
    expect((await call('GET', '/api/xpRequests/', OWNER)).status).toBe(403);
    expect((await call('GET', '/api/xpRequests/', null)).status).toBe(401);
    const list = await json<XpRequestsResponse>(await call('GET', '/api/xpRequests/', ADMIN));
    expect(list).toEqual([expect.objectContaining({ _id: pendingId, alias: 'Owner', steamid: OWNER, approved: false, divisionName: 'Advanced' })]);
  });

  it('the owner may fix a pending request; others may not', async () => {
    expect((await call('POST', '/api/customSeason', OTHER, request({ _id: pendingId, steamid: OTHER }))).status).toBe(404);
    const res = await call('POST', '/api/customSeason', OWNER, request({ _id: pendingId, divisionName: 'Invite', role: 'medic' }));
    expect(res.status).toBe(200);
    expect((await database.collections.customSeasons.findOne({ _id: pendingId }))?.divisionName).toBe('Invite');
  });

  it('a team URL pointing at the site itself is refused, on a new request and on an edit', async () => {
    const ownApprove = (origin: string) => `${origin}/api/customSeason/${pendingId}/approve`;
    for (const teamUrl of [
      ownApprove('https://pugs.example'),
      ownApprove('https://PUGS.example.:8443'),
      ownApprove(server.url),
      'http://localhost/api/finishTutorial',
      'http://2130706433/',
    ]) {
      for (const body of [request({ teamUrl, seasonId: '77' }), request({ _id: pendingId, teamUrl })]) {
        const res = await call('POST', '/api/customSeason', OWNER, body);
        expect(res.status, teamUrl).toBe(400);
        expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/teamUrl/);
      }
    }
    expect(await database.collections.customSeasons.countDocuments({ steamid: OWNER })).toBe(1);
    expect((await database.collections.customSeasons.findOne({ _id: pendingId }))?.teamUrl).toBe('https://etf2l.org/teams/4242');
  });

  it('an admin rejects a request with a reason: 401/403/400/404, then it leaves the list, the player is told why, and may ask again', async () => {
    const asked = await json<ProfileResponse>(await call('POST', '/api/customSeason', OWNER, request({ seasonId: '55', divisionName: 'Main' })));
    const id = asked.seasons.find((s) => s.source === 'custom' && s.seasonId === 55)!._id;
    const reject = (who: string | null, body: unknown, on = id) => call('POST', `/api/customSeason/${on}/reject`, who, body);
    expect((await reject(null, { reason: 'No such team' })).status).toBe(401);
    expect((await reject(OWNER, { reason: 'No such team' })).status).toBe(403);
    for (const bad of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: { $gt: '' } }]) {
      const res = await reject(ADMIN, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect((await json<{ error: { code: string; message: string } }>(res)).error.message).toMatch(/reason/);
    }
    expect((await reject(ADMIN, { reason: 'No such team' }, 'nope')).status).toBe(404);

    const socket = await connected(ioClient(server.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: cookies[OWNER]! } }));
    const told = new Promise<{ msg: string; variant: string }>((resolve) => socket.once('pugNotification', resolve));
    const res = await reject(ADMIN, { reason: '  Team page shows no medic  ' });
    expect(res.status).toBe(200);
    expect(await told).toMatchObject({ variant: 'warning', msg: expect.stringMatching(/Sixes Main season request was rejected: Team page shows no medic\./) });
    socket.close();
    expect((await reject(ADMIN, { reason: 'twice' })).status).toBe(404);
    const list = await json<XpRequestsResponse>(await call('GET', '/api/xpRequests/', ADMIN));
    expect(list.map((r) => r._id)).toEqual([pendingId]);
    expect(await database.collections.auditLog.findOne({ action: 'rejectCustomSeason', 'target.id': id })).toMatchObject({
      actor: ADMIN,
      reason: 'Team page shows no medic',
      target: { label: 'Owner' },
    });
    const self = await json<SelfResponse>(await call('GET', '/api/self/', OWNER));
    expect(self.notifications.filter((n) => /was rejected: Team page shows no medic/.test(n.msg))).toHaveLength(1);
    // The same request again is a new request, not a duplicate.
    const resent = await call('POST', '/api/customSeason', OWNER, request({ seasonId: '55', divisionName: 'Main' }));
    expect(resent.status).toBe(200);
    const resentId = (await json<ProfileResponse>(resent)).seasons.find((s) => s.source === 'custom' && s.seasonId === 55)!._id;
    expect((await reject(ADMIN, { reason: 'Still no medic' }, resentId)).status).toBe(200);
  });

  it('an admin approves it: audited, the owner told, the base elo follows the division; approving twice is a 409', async () => {
    expect((await call('GET', `/api/customSeason/${pendingId}/approve`, OWNER)).status).toBe(403);
    const res = await call('GET', `/api/customSeason/${pendingId}/approve`, ADMIN);
    expect(res.status).toBe(200);
    expect(await json<CustomSeason>(res)).toMatchObject({ _id: pendingId, approved: true, divisionName: 'Invite' });
    expect((await call('GET', `/api/customSeason/${pendingId}/approve`, ADMIN)).status).toBe(409);
    expect((await call('GET', `/api/customSeason/nope/approve`, ADMIN)).status).toBe(404);
    expect(await database.collections.auditLog.countDocuments({ action: 'approveCustomSeason', 'target.id': pendingId })).toBe(1);
    expect(await database.collections.notifications.countDocuments({ steamid: OWNER, msg: /was approved/ })).toBe(1);
    const seen = await json<ProfileResponse>(await call('GET', `/api/profile/${OWNER}`, OTHER));
    expect(seen.seasons.find((s) => s._id === pendingId)).toMatchObject({ approved: true, source: 'custom' });
    expect(seen.baseElos.sixes?.medic).toBe(2000);
    expect((await call('GET', '/api/xpRequests/', ADMIN).then((r) => r.json())) as unknown[]).toEqual([]);
    // None waits now: the admins' "requests custom experience" notice has left their bar.
    expect(await database.collections.notifications.countDocuments({ steamid: ADMIN, dismissed: false, key: 'xpRequests' })).toBe(0);
  });

  it('an approved season is changed only by an admin', async () => {
    expect((await call('POST', '/api/customSeason', OWNER, request({ _id: pendingId }))).status).toBe(403);
    expect((await call('POST', '/api/customSeason', ADMIN, request({ _id: pendingId, divisionName: 'Advanced' }))).status).toBe(200);
    expect(await database.collections.auditLog.countDocuments({ action: 'editCustomSeason' })).toBe(1);
  });

  it('POST /api/teamRole does not let the owner change an approved season’s class; an admin may, audited', async () => {
    const main = (role: string) => ({ userId: OWNER, role, seasonId: 41, joinAt: '2025-02-01', _id: pendingId });
    const refused = await call('POST', '/api/teamRole', OWNER, main('scout'));
    expect(refused.status).toBe(403);
    expect(await database.collections.customSeasons.findOne({ _id: pendingId })).toMatchObject({ role: 'medic' });
    expect((await database.collections.users.findOne({ _id: OWNER }))?.baseElos?.sixes?.medic).toBe(1800);
    expect((await call('POST', '/api/teamRole', ADMIN, main('scout'))).status).toBe(200);
    expect(await database.collections.auditLog.findOne({ action: 'setSeasonMain', 'details.season': pendingId })).toMatchObject({
      actor: ADMIN,
      details: { role: 'scout', previous: 'medic' },
    });
    expect((await call('POST', '/api/teamRole', ADMIN, main('medic'))).status).toBe(200);
  });

  it('DELETE: the owner or an admin (audited); others 403; unknown 404', async () => {
    expect((await call('DELETE', `/api/customSeason/${pendingId}`, OTHER)).status).toBe(403);
    expect((await call('DELETE', `/api/customSeason/${pendingId}`, null)).status).toBe(401);
    expect((await call('DELETE', `/api/customSeason/nope`, OWNER)).status).toBe(404);
    const res = await call('DELETE', `/api/customSeason/${pendingId}`, OWNER);
    expect(res.status).toBe(200);
    expect((await json<ProfileResponse>(res)).baseElos.sixes?.medic).toBe(1600);
    const second = await json<ProfileResponse>(await call('POST', '/api/customSeason', OWNER, request({ seasonId: 42 })));
    const id = second.seasons.find((s) => s.source === 'custom')!._id;
    expect((await call('DELETE', `/api/customSeason/${id}`, ADMIN)).status).toBe(200);
    expect(await database.collections.auditLog.countDocuments({ action: 'deleteCustomSeason', 'target.id': id })).toBe(1);
  });
});

it('a new player signing in gets their league seasons and a starting base elo from them', async () => {
  await signIn(server.url, FRESH, { alias: 'Fresh' });
  const user = await waitFor(() => database.collections.users.findOne({ _id: FRESH, 'playerHistory.lastUpdated': { $gt: 0 } }));
  expect(user.missingRoles).toEqual(['league-160-77']);
  expect(user.baseElos?.sixes?.medic).toBe(1800); // one division below Invite until the main is declared
});
