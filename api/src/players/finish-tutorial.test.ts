import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_REQUEST_HEADER, type SelfResponse } from '@pug/domain';
import { signIn } from '../auth/testing.ts';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { FEATURES } from '../features.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/** The header the site's api client sends: these GETs change state and refuse anything else. */
const APP = { [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value };

const A = '76561198000000801';

async function site(env: Record<string, string> = {}): Promise<{ server: TestServer; database: Database; close(): Promise<void> }> {
  const database = await openTestDatabase();
  const server = await startTestServer({ env, deps: { db: database, collections: database.collections, features: FEATURES } });
  return { server, database, close: async () => (await server.close(), await database.close()) };
}

describe('GET /api/finishTutorial without Discord configured', () => {
  let s: Awaited<ReturnType<typeof site>>;
  let cookie: string;
  beforeAll(async () => {
    s = await site();
    cookie = (await signIn(s.server.url, A)).cookie;
  });
  afterAll(() => s?.close());
  const finish = (c?: string) => fetch(`${s.server.url}/api/finishTutorial`, { headers: { ...APP, ...(c ? { cookie: c } : {}) } });

  it('asks for a sign-in', async () => {
    expect((await finish()).status).toBe(401);
  });

  it('refuses with 409 while a season main is missing, and changes nothing', async () => {
    const season = { _id: 'league-12-7001', seasonName: 'RGL Season 12', divisionName: 'Main', formatName: 'Sixes', teamUrl: '', teamId: '7001' };
    await s.database.collections.users.updateOne(
      { _id: A },
      {
        $set: {
          missingRoles: ['league-12-7001'],
          playerHistory: { lastUpdated: 1, data: [{ ...season, startedAt: 0, role: '', approved: true, seasonId: 12 }] },
        },
      },
    );
    const res = await finish(cookie);
    expect(res.status).toBe(409);
    // The season by its name, not its internal id.
    expect(await res.json()).toEqual({
      error: { code: 'TUTORIAL_INCOMPLETE', message: 'Before finishing the tutorial, declare your main for RGL Season 12 (Sixes, Main).' },
    });
    expect((await s.database.collections.users.findOne({ _id: A }))?.completeTutorial).toBe(false);
  });

  it('finishes without Discord verification, and /api/self/ says Discord is not configured', async () => {
    await s.database.collections.users.updateOne({ _id: A }, { $set: { missingRoles: [], isDiscordVerified: false } });
    const res = await finish(cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ completeTutorial: true });
    const self = (await (await fetch(`${s.server.url}/api/self/`, { headers: { cookie } })).json()) as SelfResponse;
    expect(self).toMatchObject({ completeTutorial: true, discordConfigured: false });
    expect((await finish(cookie)).status).toBe(200);
  });
});

describe('GET /api/finishTutorial with Discord configured', () => {
  let s: Awaited<ReturnType<typeof site>>;
  let cookie: string;
  beforeAll(async () => {
    s = await site({ DISCORD_CLIENT_ID: '100000000000000001', DISCORD_CLIENT_SECRET: 'discord-secret' });
    cookie = (await signIn(s.server.url, A)).cookie;
  });
  afterAll(() => s?.close());

  it('needs Discord verification too', async () => {
    const res = await fetch(`${s.server.url}/api/finishTutorial`, { headers: { ...APP, cookie } });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Before finishing the tutorial, link and verify your Discord account.');
    const self = (await (await fetch(`${s.server.url}/api/self/`, { headers: { cookie } })).json()) as SelfResponse;
    expect(self.discordConfigured).toBe(true);
    await s.database.collections.users.updateOne({ _id: A }, { $set: { isDiscordVerified: true, discordid: '80351110224678912' } });
    expect((await fetch(`${s.server.url}/api/finishTutorial`, { headers: { ...APP, cookie } })).status).toBe(200);
  });
});
