import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as ioClient, type Socket } from 'socket.io-client';
import type { SelfResponse } from '@pug/domain';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { FEATURES } from '../features.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { SESSION_COOKIE } from './session-cookie.ts';
import { hashToken } from './session-store.ts';
import { OFF_SITE_RETURN_TO, signIn } from './testing.ts';

let database: Database;
let server: TestServer;
const PLAYER = '76561198000000201';
const ADMIN = '76561198000000202';
const CONFIGURED_ADMIN = '76561198000000203';

beforeAll(async () => {
  database = await openTestDatabase();
  server = await startTestServer({
    env: { ADMIN_STEAMIDS: CONFIGURED_ADMIN },
    deps: { db: database, collections: database.collections, features: FEATURES },
  });
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

const self = (cookie?: string) => fetch(`${server.url}/api/self/`, { headers: cookie ? { cookie } : {} });
const tokenOf = (cookie: string) => cookie.slice(`${SESSION_COOKIE}=`.length);

describe('development sign-in and sessions', () => {
  it('signs in, creates the user, and answers /api/self/ with the self user fields', async () => {
    const { cookie } = await signIn(server.url, PLAYER, { alias: 'Scout Main' });
    const response = await self(cookie);
    expect(response.status).toBe(200);
    const body = (await response.json()) as SelfResponse;
    expect(body).toMatchObject({
      steamid: PLAYER,
      alias: 'Scout Main',
      isAdmin: false,
      isDiscordVerified: false,
      completeTutorial: false,
      customSeasons: [],
      disciplineHistory: [],
      notifications: [],
      missingRoles: [],
      playerHistory: { lastUpdated: 0, data: [] },
      preferences: { hideTextEffects: false, voicePack: 'default' },
      elos: {},
    });
  });

  it('sets an HttpOnly, SameSite=Lax cookie and stores only the token hash', async () => {
    const response = await fetch(`${server.url}/auth/dev-login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ steamid: PLAYER, alias: 'Scout Main' }),
    });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(setCookie).toMatch(/httponly/i);
    expect(setCookie).toMatch(/samesite=lax/i);
    expect(setCookie).not.toMatch(/secure/i); // plain http in tests
    const token = tokenOf(setCookie.split(';')[0]!);
    const stored = await database.collections.sessions.findOne({ _id: hashToken(token) });
    expect(stored).toMatchObject({ steamid: PLAYER });
    expect(stored!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
    expect(await database.collections.sessions.findOne({ _id: token })).toBeNull();
  });

  it('rotates the session at sign-in: the old cookie stops working', async () => {
    const first = await signIn(server.url, PLAYER);
    const response = await fetch(`${server.url}/auth/dev-login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie: first.cookie },
      body: JSON.stringify({ steamid: PLAYER, alias: 'Again' }),
    });
    const second = response.headers.getSetCookie()[0]!.split(';')[0]!;
    expect(second).not.toBe(first.cookie);
    expect((await self(first.cookie)).status).toBe(401);
    expect((await self(second)).status).toBe(200);
  });

  it('refuses a tampered, unknown or expired session cookie', async () => {
    const { cookie } = await signIn(server.url, PLAYER);
    const token = tokenOf(cookie);
    const flipped = `${SESSION_COOKIE}=${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await self(flipped)).status).toBe(401);
    expect((await self(`${SESSION_COOKIE}={"$gt":""}`)).status).toBe(401);
    await database.collections.sessions.updateOne({ _id: hashToken(token) }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await self(cookie)).status).toBe(401);
  });

  it('logs out: the session is gone and the cookie cleared', async () => {
    const { cookie } = await signIn(server.url, PLAYER);
    const response = await fetch(`${server.url}/auth/logout`, { method: 'POST', headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(await database.collections.sessions.findOne({ _id: hashToken(tokenOf(cookie)) })).toBeNull();
    expect((await self(cookie)).status).toBe(401);
  });

  it('makes admins from the stored flag and from ADMIN_STEAMIDS', async () => {
    const admin = await signIn(server.url, ADMIN, { admin: true });
    expect(((await (await self(admin.cookie)).json()) as SelfResponse).isAdmin).toBe(true);
    const demoted = await signIn(server.url, ADMIN, { admin: false });
    expect(((await (await self(demoted.cookie)).json()) as SelfResponse).isAdmin).toBe(false);
    const configured = await signIn(server.url, CONFIGURED_ADMIN, { admin: false });
    expect(((await (await self(configured.cookie)).json()) as SelfResponse).isAdmin).toBe(true);
  });

  it('validates the dev sign-in body (no operator injection)', async () => {
    const post = (body: unknown) =>
      fetch(`${server.url}/auth/dev-login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post({ steamid: { $gt: '' }, alias: 'x' })).status).toBe(400);
    expect((await post({ steamid: '123', alias: 'x' })).status).toBe(400);
    expect((await post({ steamid: PLAYER, alias: '' })).status).toBe(400);
    expect((await post({ steamid: PLAYER, alias: 'x', isAdmin: true })).status).toBe(400);
  });

  it('renders the demo-player picker page and refuses an off-site returnTo', async () => {
    const page = await fetch(`${server.url}/auth/dev-login?returnTo=/players/1`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('"/players/1"');
    expect((await fetch(`${server.url}/auth/dev-login?returnTo=//evil.example/`)).status).toBe(400);
  });

  it.each(OFF_SITE_RETURN_TO)('refuses the returnTo %j at /auth/login and /auth/dev-login', async (value) => {
    for (const path of ['/auth/login', '/auth/dev-login']) {
      const response = await fetch(`${server.url}${path}?returnTo=${encodeURIComponent(value)}`, { redirect: 'manual' });
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/returnTo/);
    }
  });
});

describe('Origin check', () => {
  it('refuses a cross-origin POST and allows a same-origin one', async () => {
    const { cookie } = await signIn(server.url, PLAYER);
    const logoutFrom = (origin: string) => fetch(`${server.url}/auth/logout`, { method: 'POST', headers: { cookie, Origin: origin } });
    const cross = await logoutFrom('https://evil.example');
    expect(cross.status).toBe(403);
    expect(await cross.json()).toEqual({ error: { code: 'CROSS_ORIGIN', message: 'Cross-origin request refused' } });
    expect((await self(cookie)).status).toBe(200);
    expect((await logoutFrom(server.url)).status).toBe(200);
  });

  it('refuses cross-site requests the browser marks without an Origin, including api GETs', async () => {
    const { cookie } = await signIn(server.url, PLAYER);
    const navigation = await fetch(`${server.url}/api/self/`, { headers: { cookie, 'Sec-Fetch-Site': 'cross-site' } });
    expect(navigation.status).toBe(403);
    const sameOrigin = await fetch(`${server.url}/api/self/`, { headers: { cookie, 'Sec-Fetch-Site': 'same-origin' } });
    expect(sameOrigin.status).toBe(200);
  });
});

describe('sockets', () => {
  const connect = (cookie?: string, origin?: string) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = ioClient(server.url, {
        path: '/socket.io',
        transports: ['websocket'],
        extraHeaders: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
      });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });

  async function socketsOf(steamid: string) {
    const sockets = await server.io.in(`user:${steamid}`).fetchSockets();
    return sockets.map((s) => s.data);
  }

  it('identifies a signed-in socket from the cookie and joins user:<steamid>', async () => {
    const { cookie } = await signIn(server.url, ADMIN, { admin: true });
    const socket = await connect(cookie);
    try {
      // The session's id (the token's hash), never the token itself.
      expect(await socketsOf(ADMIN)).toEqual([{ steamid: ADMIN, isAdmin: true, sessionId: hashToken(tokenOf(cookie)), sessionExpiresAt: expect.any(Number) }]);
    } finally {
      socket.disconnect();
    }
  });

  it('keeps anonymous a socket with no, a bad, or a foreign-origin cookie', async () => {
    const { cookie } = await signIn(server.url, PLAYER);
    const sockets = [await connect(), await connect(`${SESSION_COOKIE}=nope`), await connect(cookie, 'https://evil.example')];
    try {
      expect(await socketsOf(PLAYER)).toEqual([]);
      const all = await server.io.fetchSockets();
      const anonymous = { steamid: null, isAdmin: false, sessionId: null, sessionExpiresAt: null };
      expect(all.filter((s) => sockets.some((c) => c.id === s.id)).map((s) => s.data)).toEqual([anonymous, anonymous, anonymous]);
    } finally {
      for (const s of sockets) s.disconnect();
    }
  });

  it('pushes userUpdate to the user when sign-in changes their alias', async () => {
    const { cookie } = await signIn(server.url, PLAYER, { alias: 'Before' });
    const socket = await connect(cookie);
    try {
      const update = new Promise<Record<string, unknown>>((resolve) => socket.once('userUpdate', (u) => resolve(u)));
      await signIn(server.url, PLAYER, { alias: 'After' });
      expect(await update).toMatchObject({ steamid: PLAYER, alias: 'After', isAdmin: false });
    } finally {
      socket.disconnect();
    }
  });
});
