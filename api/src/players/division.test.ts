import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDictResponse } from '@pug/domain';
import { FEATURES } from '../features.ts';
import type { Database } from '../db/index.ts';
import { openTestDatabase, userDoc } from '../db/testing.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { userInfoOf } from './standing.ts';

const A = '76561198003000001';
const B = '76561198003000002';
const season = (divisionName: string, startedAt: number) => ({
  _id: `s${startedAt}`,
  seasonName: 'Sixes Season',
  divisionName,
  formatName: 'Sixes',
  teamUrl: '',
  teamId: '1',
  startedAt,
  role: 'scout',
  approved: true,
  seasonId: startedAt,
});
let database: Database;
let server: TestServer;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.collections.users.insertMany([
    userDoc(A, { alias: 'Leaguer', playerHistory: { lastUpdated: 1, data: [season('Invite', 1), season('Main', 2)] } }),
    userDoc(B, { alias: 'Newcomer' }),
  ]);
  server = await startTestServer({ deps: { db: database, collections: database.collections, features: FEATURES } });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const userDict = async (keys: string[]) => {
  const res = await fetch(`${server.url}/api/userDict/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ keys, users: [A, B] }),
  });
  return { status: res.status, body: (await res.json()) as UserDictResponse };
};

describe('the league division beside a name', () => {
  it('comes with the public user fields (userDict), from the newest league season, and never the seasons themselves', async () => {
    const all = await userDict([]);
    expect(all.status).toBe(200);
    expect(all.body[A]).toMatchObject({ alias: 'Leaguer', division: 'Main' });
    expect(all.body[A]).not.toHaveProperty('playerHistory');
    expect(all.body[B]).not.toHaveProperty('division');
    const only = await userDict(['division']);
    expect(only.body[A]).toEqual({ steamid: A, division: 'Main' });
    expect((await userDict(['playerHistory'])).status).toBe(400);
  });

  it('comes with the lobby userInfo (playerQueued)', async () => {
    const doc = (await database.collections.users.findOne({ _id: A }))!;
    expect(userInfoOf(doc)).toMatchObject({ steamid: A, division: 'Main' });
  });
});
