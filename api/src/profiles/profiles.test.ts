import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EloHistoryResponse, LadderResponse, PlayerPugsResponse, Preferences, ProfileResponse, Pug } from '@pug/domain';
import { signIn } from '../auth/testing.ts';
import { FEATURES } from '../features.ts';
import type { Database, PugDoc } from '../db/index.ts';
import { openTestDatabase, userDoc } from '../db/testing.ts';
import { applyPugElo } from '../elo/apply-elo.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const sid = (n: number) => `7656119800000${String(n).padStart(4, '0')}`;
const ME = sid(1);
let database: Database;
let server: TestServer;
let cookie = '';

const get = async <T>(path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${server.url}${path}`, { headers });
  return { status: res.status, body: (await res.json()) as T };
};

function pug(n: number, score: [number, number]): PugDoc {
  const seat = (role: 'medic' | 'demoman') => ({ role, needsSub: false, subVotes: [], elo: 1500 });
  return {
    _id: `p${n}`,
    queueName: 'sixes',
    format: 'SIXES',
    phase: 'Complete',
    startAt: n * 1000,
    endAt: n * 1000 + 500,
    teams: { blu: { [ME]: seat('medic'), [sid(2)]: seat('demoman') }, red: { [sid(3)]: seat('medic'), [sid(4)]: seat('demoman') } },
    subbedPlayers: [],
    shorthand: '6S',
    map: 'cp_process_final',
    data: { score },
    readiedPlayers: [],
    unreadiedPlayers: [],
    undeclaredPlayers: [],
    players: [ME, sid(2), sid(3), sid(4)],
    version: 1,
    eloApplied: false,
  };
}

beforeAll(async () => {
  database = await openTestDatabase();
  const c = database.collections;
  await c.users.insertMany([
    userDoc(ME, { alias: 'Medic Main', elos: { sixes: { medic: 1500 } } }),
    userDoc(sid(2), { alias: 'demo two', elos: { sixes: { demoman: 1500 } } }),
    userDoc(sid(3), { alias: 'Medic Three', elos: { sixes: { medic: 1500 } } }),
    userDoc(sid(4), { alias: 'Demo Four', elos: { sixes: { demoman: 1500 } } }),
    ...Array.from({ length: 60 }, (_, i) => userDoc(sid(100 + i), { alias: `Ladder ${i}`, elos: { sixes: { medic: 1000 + i * 10 } } })),
    userDoc(sid(200), { alias: 'No medic', elos: { hl: { spy: 1700 } } }),
  ]);
  for (let n = 1; n <= 12; n++) {
    const doc = pug(n, n % 3 === 0 ? [1, 4] : [5, 2]);
    await c.pugs.insertOne(doc);
    await applyPugElo(c, doc, n * 1000 + 600);
  }
  server = await startTestServer({
    env: { LEAGUE_PROFILE_URL: 'https://league.example/p/{steamid}' },
    deps: { db: database, collections: database.collections, features: FEATURES },
  });
  cookie = (await signIn(server.url, ME, { alias: 'Medic Main' })).cookie;
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe('GET /api/profile/:id', () => {
  it('answers stats, elos and the configured league link; private parts only for the owner', async () => {
    const { status, body } = await get<ProfileResponse>(`/api/profile/${ME}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ steamid: ME, alias: 'Medic Main', leagueProfileUrl: `https://league.example/p/${ME}`, canEdit: false });
    expect(body.rankings.sixes?.medic).toMatchObject({ w: 8, l: 4, winStreak: 0, recentPugs: ['rl', 'rw', 'rw', 'rl', 'rw', 'rw', 'rl'] });
    expect(body.preferences).toBeUndefined();
    const own = await get<ProfileResponse>(`/api/profile/${ME}`, { cookie });
    expect(own.body).toMatchObject({ canEdit: true, preferences: { hideTextEffects: false, voicePack: 'default' }, missingRoles: [] });
  });
  it('shows the owner their discipline as /api/self/ does, a rejected appeal included', async () => {
    await database.collections.discipline.insertOne({
      _id: 'rejected-appeal',
      userId: ME,
      isBan: true,
      date: 1_000,
      expires: 2_000,
      reason: 'toxicity',
      isCaptainRestrict: false,
      appeal: 'it was not me',
      appealAccepted: false,
      appealRejected: true,
    });
    try {
      const own = await get<ProfileResponse>(`/api/profile/${ME}`, { cookie });
      const self = await get<{ disciplineHistory: unknown[] }>('/api/self/', { cookie });
      expect(own.body.disciplineHistory).toEqual([expect.objectContaining({ _id: 'rejected-appeal', appeal: 'it was not me', appealRejected: true })]);
      expect(own.body.disciplineHistory).toEqual(self.body.disciplineHistory);
    } finally {
      await database.collections.discipline.deleteOne({ _id: 'rejected-appeal' });
    }
  });

  it('404 for an unknown player, 400 for a malformed id', async () => {
    expect((await get(`/api/profile/${sid(999)}`)).status).toBe(404);
    expect((await get('/api/profile/abc')).status).toBe(400);
  });
});

describe('GET /api/profile/:id/pugs', () => {
  it('pages the player’s pugs newest first with the elo they had and its change', async () => {
    const first = await get<PlayerPugsResponse>(`/api/profile/${ME}/pugs`);
    expect(first.body).toMatchObject({ page: 1, pageSize: 10, total: 12 });
    expect(first.body.pugs.map((p) => p._id)).toEqual(['p12', 'p11', 'p10', 'p9', 'p8', 'p7', 'p6', 'p5', 'p4', 'p3']);
    const p12 = first.body.pugs[0]!;
    expect(p12).toMatchObject({ team: 'blu', role: 'medic', result: 'loss', score: [1, 4] });
    expect(p12.eloDelta).toBeLessThan(0);
    const history = await database.collections.eloHistory.findOne({ _id: `p12:${ME}:medic` });
    expect(p12.eloBefore).toBe(history?.from);
    const second = await get<PlayerPugsResponse>(`/api/profile/${ME}/pugs?page=2`);
    expect(second.body.pugs.map((p) => p._id)).toEqual(['p2', 'p1']);
    expect((await get(`/api/profile/${ME}/pugs?page=0`)).status).toBe(400);
    expect((await get(`/api/profile/${ME}/pugs?page=1&page=2`)).status).toBe(400);
  });
  it('the pug itself shows each player’s elo in it and its change', async () => {
    const { body } = await get<Pug>('/api/pug/p12');
    const seat = body.teams.blu[ME]!;
    const history = await database.collections.eloHistory.findOne({ _id: `p12:${ME}:medic` });
    expect(seat.elo).toBe(history?.from);
    expect(seat.eloDelta).toBeCloseTo(history!.delta, 10);
  });
});

it('GET /api/profile/:id/elo gives the elo over time in one class, oldest first', async () => {
  const { body } = await get<EloHistoryResponse>(`/api/profile/${ME}/elo?format=sixes&role=medic`);
  expect(body).toHaveLength(12);
  expect(body[0]!.pugId).toBe('p1');
  expect(body.at(-1)!.elo).toBe((await database.collections.users.findOne({ _id: ME }))?.elos.sixes?.medic);
  expect((await get(`/api/profile/${ME}/elo?format=sixes&role=wizard`)).status).toBe(400);
});

describe('GET /api/ladder', () => {
  it('ranks the players of a class by elo, a page at a time', async () => {
    const { body } = await get<LadderResponse>('/api/ladder?format=sixes&role=medic');
    expect(body.total).toBe(62);
    expect(body.rows).toHaveLength(25);
    expect(body.rows.slice(0, 2).map((r) => [r.rank, r.alias, r.elo])).toEqual([
      [1, 'Ladder 59', 1590],
      [2, 'Ladder 58', 1580],
    ]);
    const last = await get<LadderResponse>('/api/ladder?format=sixes&role=medic&page=3');
    expect(last.body.rows.map((r) => r.rank)).toEqual(Array.from({ length: 12 }, (_, i) => 51 + i));
    expect(last.body.rows.some((r) => r.alias === 'No medic')).toBe(false);
  });
  it("never lists a dummy (nor counts one in a rank), and carries each row's win streak", async () => {
    const streaker = sid(310);
    await database.collections.users.insertMany([
      userDoc(sid(311), { alias: 'Dummy Top', isDummy: true, elos: { sixes: { medic: 9999 } } }),
      userDoc(sid(312), { alias: 'Demo Seeded', isDummy: true, isDemo: true, elos: { sixes: { medic: 1 } } }),
      userDoc(streaker, {
        alias: 'Streak Medic',
        elos: { sixes: { medic: 1501 } },
        rankings: { sixes: { medic: { w: 6, l: 0, recentPugs: [], winStreak: 6, division: 'Gold' } } },
      }),
    ]);
    try {
      const top = await get<LadderResponse>('/api/ladder?format=sixes&role=medic');
      expect(top.body.rows.some((r) => r.alias === 'Dummy Top')).toBe(false);
      expect(top.body.rows[0]).toMatchObject({ rank: 1, alias: 'Ladder 59', winStreak: 0 });
      const found = await get<LadderResponse>('/api/ladder?format=sixes&role=medic&q=streak');
      expect(found.body.rows).toEqual([expect.objectContaining({ alias: 'Streak Medic', winStreak: 6 })]);
      const above = await database.collections.users.countDocuments({ 'elos.sixes.medic': { $gt: 1501 }, $or: [{ isDummy: { $ne: true } }, { isDemo: true }] });
      expect(found.body.rows[0]!.rank).toBe(above + 1);
      expect((await get<LadderResponse>('/api/ladder?format=sixes&role=medic&q=dummy')).body.total).toBe(0);
      // The development seed's demo players are dummies that stay listed (a demo site has no one else).
      expect((await get<LadderResponse>('/api/ladder?format=sixes&role=medic&q=demo%20seeded')).body.total).toBe(1);
    } finally {
      await database.collections.users.deleteMany({ _id: { $in: [sid(311), sid(312), streaker] } });
    }
  });
  it('searches by alias prefix in any case, or by Steam ID, keeping the ladder rank', async () => {
    const byAlias = await get<LadderResponse>('/api/ladder?format=sixes&role=medic&q=medic');
    expect(byAlias.body.rows.map((r) => r.alias).sort()).toEqual(['Medic Main', 'Medic Three']);
    const byId = await get<LadderResponse>(`/api/ladder?format=sixes&role=medic&q=${sid(150)}`);
    const above = await database.collections.users.countDocuments({ 'elos.sixes.medic': { $gt: 1500 } });
    expect(byId.body.rows).toEqual([expect.objectContaining({ alias: 'Ladder 50', elo: 1500, rank: above + 1 })]);
    const regex = await get<LadderResponse>('/api/ladder?format=sixes&role=medic&q=.*');
    expect(regex.body.total).toBe(0);
  });
  it('finds a player by their latest alias (renamed at sign-in), never by an old one, with the text matched literally', async () => {
    const search = async (q: string) => {
      const res = await get<LadderResponse>(`/api/ladder?format=sixes&role=medic&q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      return res.body.rows.map((r) => r.alias).sort();
    };
    const renamed = sid(300);
    await database.collections.users.insertMany([
      userDoc(renamed, { alias: 'Zeta Before', elos: { sixes: { medic: 1234 } } }),
      userDoc(sid(301), { alias: 'a.b (x)*', elos: { sixes: { medic: 1111 } } }),
      userDoc(sid(302), { alias: 'aXb', elos: { sixes: { medic: 1112 } } }),
    ]);
    expect(await search('zETA b')).toEqual(['Zeta Before']);
    // The next sign-in brings a new alias (Steam, the league or here the development sign-in).
    await signIn(server.url, renamed, { alias: 'Ωmega Änderung' });
    expect(await search('zeta')).toEqual([]);
    expect(await search('ωMEGA ä')).toEqual(['Ωmega Änderung']);
    expect(await search('ωmega a\u0308nd')).toEqual(['Ωmega Änderung']); // typed with a combining accent
    // Pattern characters are the characters themselves.
    expect(await search('A.B (')).toEqual(['a.b (x)*']);
    expect(await search('a.b')).toEqual(['a.b (x)*']);
    for (const q of ['.*', '^a', 'a|z', '[a-z]', '\\', '(', '{"$gt":""}', '\u0000', '\u{10FFFF}', '﷽'.repeat(40), '\uFFFF'.repeat(40)]) {
      expect(await search(q), q).toEqual([]);
    }
    // `q[$gt]=` is a parameter named "q[$gt]", not an operator: no search at all.
    const injected = await get<LadderResponse>('/api/ladder?format=sixes&role=medic&q[$gt]=');
    expect(injected.status).toBe(200);
    expect(injected.body.total).toBe(65);
  });
  it('refuses unknown formats and classes and operator injection', async () => {
    expect((await get('/api/ladder?format=mvm&role=medic')).status).toBe(400);
    expect((await get('/api/ladder?q=a&q=b')).status).toBe(400);
    expect((await get(`/api/ladder?q=${'x'.repeat(41)}`)).status).toBe(400);
  });
});

describe('POST /api/preferences', () => {
  const post = (body: unknown, headers: Record<string, string> = { cookie }) =>
    fetch(`${server.url}/api/preferences`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  it('changes the signed-in player’s own preferences', async () => {
    const res = await post({ hideTextEffects: true, voicePack: 'medic' });
    expect(res.status).toBe(200);
    expect((await res.json()) as Preferences).toEqual({ hideTextEffects: true, voicePack: 'medic' });
    expect((await post({ voicePack: 'default' })).status).toBe(200);
    expect((await database.collections.users.findOne({ _id: ME }))?.preferences).toEqual({ hideTextEffects: true, voicePack: 'default' });
  });
  it('refuses bad values, unknown fields and signed-out callers', async () => {
    expect((await post({ voicePack: 'airhorn' })).status).toBe(400);
    expect((await post({ hideTextEffects: 'yes' })).status).toBe(400);
    expect((await post({})).status).toBe(400);
    expect((await post({ isAdmin: true })).status).toBe(400);
    expect((await post({ hideTextEffects: false }, {})).status).toBe(401);
  });
});
