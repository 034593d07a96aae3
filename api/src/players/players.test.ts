import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SelfResponse, UserDictResponse } from '@pug/domain';
import { signIn } from '../auth/testing.ts';
import { FEATURES } from '../features.ts';
import type { Database, UserDoc } from '../db/index.ts';
import { openTestDatabase, userDoc } from '../db/testing.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let database: Database;
let server: TestServer;
const A = '76561198000000101';
const B = '76561198000000102';
const C = '76561198000000103';

function user(steamid: string, alias: string): UserDoc {
  return userDoc(steamid, {
    alias,
    avatar: 'https://avatars.example/a.jpg',
    isDiscordVerified: true,
    isAdmin: true,
    completeTutorial: true,
    elos: { sixes: { medic: 1612.5 } },
  });
}

const post = (body: unknown) =>
  fetch(`${server.url}/api/userDict/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

beforeAll(async () => {
  database = await openTestDatabase();
  const streak = (winStreak: number) => ({ w: winStreak, l: 0, recentPugs: [], winStreak, division: '' });
  await database.collections.users.insertMany([
    user(A, 'Alpha'),
    user(B, 'Bravo'),
    { ...user(C, 'Charlie'), rankings: { sixes: { medic: streak(6), scout: streak(4) }, hl: { soldier: streak(5) } } },
  ]);
  server = await startTestServer({ deps: { db: database, collections: database.collections, features: FEATURES } });
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe('POST /api/userDict/', () => {
  it('answers the named users keyed by steamid, with public fields only', async () => {
    const response = await post({ keys: [], users: [A, '76561198000000999'] });
    expect(response.status).toBe(200);
    const dict = (await response.json()) as UserDictResponse;
    expect(Object.keys(dict)).toEqual([A]);
    expect(dict[A]).toMatchObject({ steamid: A, alias: 'Alpha', elos: { sixes: { medic: 1612.5 } } });
    expect(dict[A]).not.toHaveProperty('isAdmin');
    expect(dict[A]).not.toHaveProperty('_id');
  });

  it('narrows the answer to the asked keys', async () => {
    const dict = (await (await post({ keys: ['alias'], users: [A, B] })).json()) as UserDictResponse;
    expect(dict).toEqual({ [A]: { steamid: A, alias: 'Alpha' }, [B]: { steamid: B, alias: 'Bravo' } });
  });

  it('says where a name blazes (a win streak of 5 or more, per format and class), never the stats behind it', async () => {
    const dict = (await (await post({ keys: [], users: [A, C] })).json()) as UserDictResponse;
    expect(dict[C]).toMatchObject({ alias: 'Charlie', blazing: ['hl.soldier', 'sixes.medic'] });
    expect(dict[C]).not.toHaveProperty('rankings');
    expect(dict[A]).not.toHaveProperty('blazing');
    const narrowed = (await (await post({ keys: ['blazing'], users: [C] })).json()) as UserDictResponse;
    expect(narrowed).toEqual({ [C]: { steamid: C, blazing: ['hl.soldier', 'sixes.medic'] } });
    expect((await post({ keys: ['rankings'], users: [C] })).status).toBe(400);
  });

  it('refuses private fields and operator injection with a 400', async () => {
    const privateKey = await post({ keys: ['isAdmin'], users: [A] });
    expect(privateKey.status).toBe(400);
    expect(((await privateKey.json()) as { error: { message: string } }).error.message).toMatch(/isAdmin/);
    const injected = await post({ keys: [], users: [{ $gt: '' }] });
    expect(injected.status).toBe(400);
    expect(((await injected.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST');
  });
});

describe('GET /api/self/', () => {
  it('answers 401 with a JSON message to a signed-out caller', async () => {
    const response = await fetch(`${server.url}/api/self/`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Sign in first' } });
  });

  it('is never stored by a cache, the first answer or a replayed one', async () => {
    const { cookie } = await signIn(server.url, B, { alias: 'Bravo' });
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${server.url}/api/self/`, { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers the self user with custom seasons, discipline and undismissed notifications', async () => {
    const c = database.collections;
    await c.customSeasons.insertOne({
      _id: 'cs1',
      teamUrl: 'https://etf2l.org/teams/1',
      role: 'medic',
      formatName: 'Sixes',
      divisionName: 'Main',
      steamid: A,
      seasonId: 40,
      startedAt: 1000,
      leftAt: null,
      approved: false,
    });
    await c.discipline.insertOne({
      _id: 'd1',
      userId: A,
      isBan: true,
      date: 2000,
      expires: null,
      reason: 'Toxicity',
      isCaptainRestrict: false,
      appeal: null,
      appealAccepted: false,
      issuedBy: B,
    });
    await c.notifications.insertMany([
      { _id: 'n1', steamid: A, msg: 'Welcome', variant: 'info', timestamp: 10, dismissed: false },
      { _id: 'n2', steamid: A, msg: 'Old', variant: 'info', timestamp: 5, dismissed: true },
      { _id: 'n3', steamid: B, msg: 'Not yours', variant: 'info', timestamp: 11, dismissed: false },
    ]);
    const { cookie } = await signIn(server.url, A, { alias: 'Alpha', admin: false });
    const body = (await (await fetch(`${server.url}/api/self/`, { headers: { cookie } })).json()) as SelfResponse;
    expect(body).toMatchObject({
      steamid: A,
      alias: 'Alpha',
      avatar: 'https://avatars.example/a.jpg',
      isAdmin: false,
      isDiscordVerified: true,
      elos: { sixes: { medic: 1612.5 } },
      customSeasons: [{ _id: 'cs1', role: 'medic', approved: false }],
      disciplineHistory: [{ _id: 'd1', isBan: true, reason: 'Toxicity', expires: null, appeal: null, appealAccepted: false }],
      notifications: [{ _id: 'n1', msg: 'Welcome', variant: 'info', timestamp: 10 }],
    });
    expect(body.disciplineHistory[0]).not.toHaveProperty('issuedBy');
    expect(body).not.toHaveProperty('_id');
  });
});
