/**
 * Discord linking end to end against the fake Discord (test-tools/discord, a loopback server
 * speaking Discord's OAuth2 endpoints): redirect out, authorize, code exchange, /users/@me.
 */
import { discordTakenMessage } from '@pug/domain';
import { DISCORD_ACCOUNTS, startFakeDiscord } from '@pug/test-tools/discord';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { FEATURES } from '../features.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { rawGet, signIn } from '../auth/testing.ts';

const A = '76561198000000901';
const B = '76561198000000902';
const CLIENT = { clientId: '100000000000000001', clientSecret: 'discord-secret' };
const [MEDIC, SCOUT] = DISCORD_ACCOUNTS as [(typeof DISCORD_ACCOUNTS)[0], (typeof DISCORD_ACCOUNTS)[0]];

let database: Database;
let server: TestServer;
let discord: Awaited<ReturnType<typeof startFakeDiscord>>;
const redirectUris: string[] = [];

beforeAll(async () => {
  discord = await startFakeDiscord({ ...CLIENT, redirectUris });
  database = await openTestDatabase();
  server = await startTestServer({
    env: { DISCORD_CLIENT_ID: CLIENT.clientId, DISCORD_CLIENT_SECRET: CLIENT.clientSecret, DISCORD_API_URL: discord.apiUrl },
    deps: { db: database, collections: database.collections, features: FEATURES },
  });
  redirectUris.push(`${server.url}/auth/discord/return`);
});

afterAll(async () => {
  await server?.close();
  await discord?.close();
  await database?.close();
});

const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0];

/** Walks the flow as a browser would: returns the final redirect from /auth/discord/return. */
async function linkFlow(session: string, decision: 'authorize' | 'cancel', account = MEDIC.id): Promise<Response> {
  return (await linkFlowUntilReturn(session, account, decision))();
}

/** Walks the flow up to Discord's redirect back; the answer goes back to the site when called. */
async function linkFlowUntilReturn(session: string, account: string, decision: 'authorize' | 'cancel' = 'authorize'): Promise<() => Promise<Response>> {
  const start = await fetch(`${server.url}/auth/discord/login?returnTo=${encodeURIComponent('/?tutorial')}`, {
    headers: { cookie: session },
    redirect: 'manual',
  });
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location')!);
  expect(authorize.href.startsWith(`${discord.apiUrl}/oauth2/authorize?`)).toBe(true);
  expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
    response_type: 'code',
    client_id: CLIENT.clientId,
    scope: 'identify',
    redirect_uri: `${server.url}/auth/discord/return`,
  });
  const pending = cookieOf(start, 'pug_discord');
  expect(pending).toBeTruthy();
  const form = new URLSearchParams({ ...Object.fromEntries(authorize.searchParams), account, decision });
  const back = await fetch(authorize.origin + authorize.pathname, { method: 'POST', body: form, redirect: 'manual' });
  expect(back.status).toBe(302);
  return () => fetch(back.headers.get('location')!, { headers: { cookie: `${session}; ${pending}` }, redirect: 'manual' });
}

describe('Discord linking', () => {
  it('is refused signed out', async () => {
    expect((await fetch(`${server.url}/auth/discord/login`, { redirect: 'manual' })).status).toBe(401);
  });

  it('sends Discord the configured redirect_uri whatever Host the request names', async () => {
    const { cookie } = await signIn(server.url, B);
    for (const forged of [{ Host: 'evil.example' }, { 'X-Forwarded-Host': 'evil.example' }]) {
      const start = await rawGet(`${server.url}/auth/discord/login?returnTo=/`, { ...forged, cookie });
      expect(start.status).toBe(302);
      expect(new URL(start.location!).searchParams.get('redirect_uri')).toBe(`${server.url}/auth/discord/return`);
    }
  });

  it('links the account, marks the player verified, and the Discord avatar serves a player without one', async () => {
    const { cookie } = await signIn(server.url, A);
    const done = await linkFlow(cookie, 'authorize');
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/?tutorial');
    const user = await database.collections.users.findOne({ _id: A });
    expect(user).toMatchObject({ discordid: MEDIC.id, isDiscordVerified: true, avatar: MEDIC.avatar });
    const notes = await database.collections.notifications.find({ steamid: A }).toArray();
    expect(notes.map((n) => n.msg)).toContain('Discord account Pug Medic linked.');
  });

  it('refuses the same Discord account for a second player', async () => {
    const { cookie } = await signIn(server.url, B);
    expect((await linkFlow(cookie, 'authorize', MEDIC.id)).status).toBe(302);
    expect(await database.collections.users.findOne({ _id: B })).toMatchObject({ isDiscordVerified: false });
    expect((await database.collections.users.findOne({ _id: B }))?.discordid).toBeUndefined();
    const notes = await database.collections.notifications.find({ steamid: B }).toArray();
    expect(notes.map((n) => n.msg)).toContain(discordTakenMessage('Player 0901'));
  });

  it('links one Discord account to exactly one of 8 players finishing at the same moment; the others hear who holds it', async () => {
    const racers = Array.from({ length: 8 }, (_, i) => `7656119800000095${i}`);
    const sessions = await Promise.all(racers.map(async (steamid, i) => (await signIn(server.url, steamid, { alias: `Racer ${i}` })).cookie));
    // Each walks the flow up to Discord's redirect back; then all return at once.
    const returns = await Promise.all(sessions.map((session) => linkFlowUntilReturn(session, SCOUT.id)));
    const done = await Promise.all(returns.map((go) => go()));
    expect(done.map((r) => r.status)).toEqual(racers.map(() => 302));
    const linked = await database.collections.users.find({ discordid: SCOUT.id }).toArray();
    expect(linked).toHaveLength(1);
    expect(await database.collections.users.countDocuments({ _id: { $in: racers }, isDiscordVerified: true })).toBe(1);
    const holder = linked[0]!;
    const losers = racers.filter((id) => id !== holder._id);
    const notes = await database.collections.notifications.find({ steamid: { $in: losers } }).toArray();
    expect(notes.map((n) => n.msg)).toEqual(losers.map(() => discordTakenMessage(holder.alias)));
    await database.collections.users.updateOne({ _id: holder._id }, { $unset: { discordid: '' }, $set: { isDiscordVerified: false } });
  });

  it('changes nothing when the player cancels at Discord', async () => {
    const { cookie } = await signIn(server.url, B);
    expect((await linkFlow(cookie, 'cancel', SCOUT.id)).status).toBe(302);
    expect((await database.collections.users.findOne({ _id: B }))?.isDiscordVerified).toBe(false);
  });

  it('refuses a return without its pending cookie, a forged state, or another player finishing it', async () => {
    const { cookie } = await signIn(server.url, B);
    const noCookie = await fetch(`${server.url}/auth/discord/return?code=x&state=y`, { headers: { cookie }, redirect: 'manual' });
    expect(noCookie.status).toBe(400);
    expect(((await noCookie.json()) as { error: { code: string } }).error.code).toBe('DISCORD_LINK_EXPIRED');
    // A's pending cookie presented by B's session.
    const a = await signIn(server.url, A);
    const start = await fetch(`${server.url}/auth/discord/login`, { headers: { cookie: a.cookie }, redirect: 'manual' });
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const stolen = await fetch(`${server.url}/auth/discord/return?code=x&state=${state}`, {
      headers: { cookie: `${cookie}; ${cookieOf(start, 'pug_discord')}` },
      redirect: 'manual',
    });
    expect(stolen.status).toBe(400);
    const forged = await fetch(`${server.url}/auth/discord/return?code=x&state=forged`, {
      headers: { cookie: `${a.cookie}; ${cookieOf(start, 'pug_discord')}` },
      redirect: 'manual',
    });
    expect(forged.status).toBe(400);
  });

  it('tells the player when Discord refuses the code', async () => {
    const { cookie } = await signIn(server.url, B);
    const start = await fetch(`${server.url}/auth/discord/login`, { headers: { cookie }, redirect: 'manual' });
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const res = await fetch(`${server.url}/auth/discord/return?code=made-up&state=${state}`, {
      headers: { cookie: `${cookie}; ${cookieOf(start, 'pug_discord')}` },
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    const notes = await database.collections.notifications.find({ steamid: B }).toArray();
    expect(notes.some((n) => n.msg.startsWith('Discord linking failed: Discord refused the code'))).toBe(true);
  });

  it('unlinks, dropping the Discord avatar', async () => {
    const { cookie } = await signIn(server.url, A);
    const res = await fetch(`${server.url}/auth/discord/unlink`, { method: 'POST', headers: { cookie } });
    expect(res.status).toBe(200);
    const user = await database.collections.users.findOne({ _id: A });
    expect(user?.discordid).toBeUndefined();
    expect(user?.isDiscordVerified).toBe(false);
    expect(user?.avatar).toBeUndefined();
    expect((await fetch(`${server.url}/auth/discord/unlink`, { method: 'POST', headers: { cookie } })).status).toBe(404);
  });
});

describe('Discord linking when not configured', () => {
  it('answers 404 and /api/self/ says so', async () => {
    const db = await openTestDatabase();
    const plain = await startTestServer({ deps: { db, collections: db.collections, features: FEATURES } });
    try {
      const { cookie } = await signIn(plain.url, A);
      const res = await fetch(`${plain.url}/auth/discord/login`, { headers: { cookie }, redirect: 'manual' });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('DISCORD_NOT_CONFIGURED');
    } finally {
      await plain.close();
      await db.close();
    }
  });
});
