import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerMatesResponse } from '@pug/domain';
import { FEATURES } from '../features.ts';
import type { Database, PugDoc } from '../db/index.ts';
import { openTestDatabase, userDoc } from '../db/testing.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const sid = (n: number) => `7656119800100${String(n).padStart(4, '0')}`;
const ME = sid(1);
const ALICE = sid(2);
const BOB = sid(3);
const CAROL = sid(4);
const DAVE = sid(5);
let database: Database;
let server: TestServer;

const seat = (role: 'scout' | 'medic') => ({ role, needsSub: false, subVotes: [], elo: 1500 });
let n = 0;
function pug(blu: string[], red: string[], score: [number, number] | null, extra: Partial<PugDoc> = {}): PugDoc {
  n += 1;
  return {
    _id: `mates-${n}`,
    queueName: 'sixes',
    format: 'SIXES',
    phase: 'Complete',
    startAt: n * 1000,
    teams: { blu: Object.fromEntries(blu.map((s) => [s, seat('scout')])), red: Object.fromEntries(red.map((s) => [s, seat('scout')])) },
    subbedPlayers: [],
    shorthand: '6S',
    map: 'cp_process_final',
    data: { score },
    readiedPlayers: [],
    unreadiedPlayers: [],
    undeclaredPlayers: [],
    players: [...blu, ...red, ...(extra.subbedPlayers ?? []).map((s) => s.steamid)],
    version: 1,
    eloApplied: true,
    ...extra,
  };
}

const get = async (path: string) => {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, headers: res.headers, body: (await res.json()) as PlayerMatesResponse & { error?: { message: string } } };
};

beforeAll(async () => {
  database = await openTestDatabase();
  const c = database.collections;
  await c.users.insertMany([
    userDoc(ME, { alias: 'Me Myself' }),
    userDoc(ALICE, { alias: 'Alice' }),
    userDoc(BOB, { alias: 'Bob "><script>' }),
    userDoc(CAROL, { alias: 'Carol' }),
    userDoc(DAVE, { alias: 'Alicia Dave' }),
  ]);
  await c.pugs.insertMany([
    // With Alice: 2 wins, 1 loss; against Bob: 2 wins, 1 loss (Bob on RED each time).
    pug([ME, ALICE], [BOB, CAROL], [5, 1]),
    pug([ME, ALICE], [BOB, CAROL], [3, 0]),
    pug([ME, ALICE], [BOB, CAROL], [0, 2]),
    // Not counted: called off, no score, live, and one ME was subbed out of (Dave took the seat).
    pug([ME, ALICE], [BOB, CAROL], [1, 0], { aborted: true }),
    pug([ME, ALICE], [BOB, CAROL], null),
    pug([ME, ALICE], [BOB, CAROL], [1, 0], { phase: 'Playing' }),
    pug([DAVE, ALICE], [BOB, CAROL], [4, 0], { subbedPlayers: [{ steamid: ME, replacedBy: DAVE, team: 'blu', role: 'scout', at: 1 }] }),
    // Another format: with Carol once, a draw.
    pug([ME, CAROL], [ALICE, DAVE], [2, 2], { format: 'HIGHLANDER', _id: 'mates-hl' }),
  ]);
  server = await startTestServer({ deps: { db: database, collections: database.collections, features: FEATURES } });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe('GET /api/profile/:id/mates', () => {
  it('answers the most played with and against per format, from finished pugs with a result only', async () => {
    const { status, body, headers } = await get(`/api/profile/${ME}/mates`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    const sixes = body.formats.find((f) => f.format === 'SIXES')!;
    expect(sixes.pugs).toBe(3);
    expect(sixes.with).toEqual([{ steamid: ALICE, alias: 'Alice', w: 2, l: 1, d: 0 }]);
    expect(sixes.against).toEqual(
      [
        { steamid: CAROL, alias: 'Carol', w: 2, l: 1, d: 0 },
        { steamid: BOB, alias: 'Bob "><script>', w: 2, l: 1, d: 0 },
      ].sort((a, b) => (a.steamid < b.steamid ? -1 : 1)),
    );
    const hl = body.formats.find((f) => f.format === 'HIGHLANDER')!;
    expect(hl).toMatchObject({ pugs: 1, with: [{ steamid: CAROL, w: 0, l: 0, d: 1 }] });
    expect(hl.against.map((r) => r.steamid).sort()).toEqual([ALICE, DAVE].sort());
    expect(body.lookup).toEqual([]);
  });

  it('narrows to one format and to the limit', async () => {
    const { body } = await get(`/api/profile/${ME}/mates?format=SIXES&limit=1`);
    expect(body.formats.map((f) => f.format)).toEqual(['SIXES']);
    expect(body.formats[0]!.against).toHaveLength(1);
  });

  it('looks a name up among the players they met (alias prefix, any case, or a Steam ID)', async () => {
    const { body } = await get(`/api/profile/${ME}/mates?q=ali`);
    expect(body.lookup.map((l) => l.alias)).toEqual(['Alice', 'Alicia Dave']);
    expect(body.lookup[0]!.formats).toEqual([
      { format: 'HIGHLANDER', with: null, against: { w: 0, l: 0, d: 1 } },
      { format: 'SIXES', with: { w: 2, l: 1, d: 0 }, against: null },
    ]);
    const byId = await get(`/api/profile/${ME}/mates?q=${BOB}`);
    expect(byId.body.lookup).toEqual([{ steamid: BOB, alias: 'Bob "><script>', formats: [{ format: 'SIXES', with: null, against: { w: 2, l: 1, d: 0 } }] }]);
    expect((await get(`/api/profile/${ME}/mates?q=nobody`)).body.lookup).toEqual([]);
    // A player they never met is not found, whatever their name.
    expect((await get(`/api/profile/${BOB}/mates?q=Me`)).body.lookup.map((l) => l.steamid)).toEqual([ME]);
    expect((await get(`/api/profile/${DAVE}/mates?q=${ME}`)).body.lookup.map((l) => l.steamid)).toEqual([ME]);
  });

  it('counts the sub who finished the pug, not the player they replaced', async () => {
    const { body } = await get(`/api/profile/${DAVE}/mates?format=SIXES`);
    expect(body.formats[0]).toMatchObject({ pugs: 1, with: [{ steamid: ALICE, w: 1, l: 0 }] });
  });

  it('refuses a malformed player, format or limit (400) and answers 404 for an unknown player', async () => {
    expect((await get('/api/profile/123/mates')).status).toBe(400);
    expect((await get(`/api/profile/${ME}/mates?format=CHESS`)).status).toBe(400);
    expect((await get(`/api/profile/${ME}/mates?limit=0`)).status).toBe(400);
    expect((await get(`/api/profile/${ME}/mates?limit=999`)).status).toBe(400);
    expect((await get(`/api/profile/${ME}/mates?q=${'a'.repeat(41)}`)).status).toBe(400);
    expect((await get(`/api/profile/${ME}/mates?q=a&q=b`)).status).toBe(400);
    const unknown = await get(`/api/profile/${sid(99)}/mates`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toMatch(/No player/);
  });
});
