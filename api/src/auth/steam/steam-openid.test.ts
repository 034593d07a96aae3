import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SelfResponse } from '@pug/domain';
import { createApp, type PugApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/index.ts';
import { openTestDatabase } from '../../db/testing.ts';
import { FEATURES } from '../../features.ts';
import { createLogger } from '../../framework/logger.ts';
import { BrowserJar } from '../browser-jar.ts';
import { PENDING_COOKIE } from '../pending-login.ts';
import { SESSION_COOKIE } from '../session-cookie.ts';
import { rawGet } from '../testing.ts';
import { startFakeSteamOp, type FakeSteamOp } from './fake-steam-op.ts';
import { verifySteamAssertion } from './steam-openid.ts';

let database: Database;
let op: FakeSteamOp;
let site: PugApp;
/** The configured PUBLIC_API_ORIGIN, where the api listens. */
let server: { url: string };

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  op = await startFakeSteamOp();
  database = await openTestDatabase();
  const port = await freePort();
  server = { url: `http://127.0.0.1:${port}` };
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    AUTH_PROVIDER: 'steam',
    AUTH_DEV: '0',
    // Behind a proxy: Koa would take the host from X-Forwarded-Host, which must not matter either.
    TRUST_PROXY: '1',
    PUBLIC_API_ORIGIN: server.url,
    STEAM_OPENID_ENDPOINT: op.endpoint,
    STEAM_API_URL: op.apiUrl,
    STEAM_API_KEY: 'k',
  });
  site = createApp({ config, db: database, collections: database.collections, features: FEATURES, logger: createLogger({ level: 'silent' }) });
  await site.listen(port);
});

afterAll(async () => {
  await site?.close();
  await op?.close();
  await database?.close();
});

/** Login redirect -> fake Steam -> stops at our /auth/return URL (not yet fetched). */
async function assertionUrl(browser: BrowserJar, returnTo = '/'): Promise<URL> {
  const { url } = await browser.follow(`${server.url}/auth/login?returnTo=${encodeURIComponent(returnTo)}`, (u) => u.startsWith(`${server.url}/auth/return`));
  return new URL(url);
}

describe('Steam OpenID 2.0 against a fake Steam OP on loopback', () => {
  it('sends the player to Steam with checkid_setup, identifier_select and our return_to', async () => {
    const response = await new BrowserJar().fetch(`${server.url}/auth/login?returnTo=/`);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(op.endpoint);
    expect(location.searchParams.get('openid.mode')).toBe('checkid_setup');
    expect(location.searchParams.get('openid.claimed_id')).toBe('http://specs.openid.net/auth/2.0/identifier_select');
    expect(location.searchParams.get('openid.return_to')).toMatch(new RegExp(`^${server.url}/auth/return\\?state=`));
    expect(location.searchParams.get('openid.realm')).toBe(server.url);
  });

  it('verifies the assertion with check_authentication and signs in with the Web API profile', async () => {
    const browser = new BrowserJar();
    const before = op.checks;
    const url = await assertionUrl(browser, '/admin/bans');
    const done = await browser.fetch(url.href);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/admin/bans');
    expect(op.checks).toBe(before + 1);
    const self = (await (await browser.fetch(`${server.url}/api/self/`)).json()) as SelfResponse;
    expect(self).toMatchObject({ steamid: op.player.steamid, alias: 'Steam Soldier', avatar: op.player.avatarfull });
  });

  it('refuses a forged claimed id (the signature no longer matches)', async () => {
    const browser = new BrowserJar();
    const url = await assertionUrl(browser);
    const forged = `${new URL(op.endpoint).origin}/openid/id/76561198000000999`;
    url.searchParams.set('openid.claimed_id', forged);
    url.searchParams.set('openid.identity', forged);
    const response = await browser.fetch(url.href);
    expect(response.status).toBe(401);
    expect(browser.cookie(server.url, SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses an assertion whose openid.* keys repeat (a forged identity placed before the genuine one)', async () => {
    const browser = new BrowserJar();
    const url = await assertionUrl(browser);
    const forged = `${new URL(op.endpoint).origin}/openid/id/76561198000000999`;
    const smuggled = new URLSearchParams([
      ['openid.claimed_id', forged],
      ['openid.identity', forged],
    ]);
    for (const [key, value] of url.searchParams) smuggled.append(key, value);
    url.search = smuggled.toString();
    const before = op.checks;
    const response = await browser.fetch(url.href);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/repeats/);
    expect(op.checks).toBe(before);
    expect(browser.cookie(server.url, SESSION_COOKIE)).toBeUndefined();
  });

  it('asks Steam about exactly the values it checked', async () => {
    const steam = { endpoint: op.endpoint, apiKey: undefined, apiUrl: op.apiUrl };
    const url = await assertionUrl(new BrowserJar());
    const params = url.searchParams;
    params.append('not-openid', 'x');
    let sent = '';
    const spy: typeof fetch = async (input, init) => {
      sent = String(init?.body);
      return fetch(input, init);
    };
    await expect(verifySteamAssertion(steam, params, params.get('openid.return_to')!, Date.now(), spy)).resolves.toBe(op.player.steamid);
    const body = new URLSearchParams(sent);
    expect(body.get('openid.mode')).toBe('check_authentication');
    expect(body.getAll('openid.claimed_id')).toEqual([params.get('openid.claimed_id')]);
    expect(body.has('not-openid')).toBe(false);
  });

  it('refuses an assertion from another OP, for another return_to, or a cancelled one', async () => {
    const steam = { endpoint: op.endpoint, apiKey: undefined, apiUrl: op.apiUrl };
    const browser = new BrowserJar();
    const url = await assertionUrl(browser);
    const params = url.searchParams;
    const expected = params.get('openid.return_to')!;
    const now = Date.now();
    const variant = (key: string, value: string) => {
      const copy = new URLSearchParams(params);
      copy.set(key, value);
      return copy;
    };
    await expect(verifySteamAssertion({ ...steam, endpoint: 'https://steamcommunity.com/openid/login' }, params, expected, now)).rejects.toThrow(
      /another OpenID provider/,
    );
    await expect(verifySteamAssertion(steam, params, `${expected}x`, now)).rejects.toThrow(/another request/);
    await expect(verifySteamAssertion(steam, variant('openid.mode', 'cancel'), expected, now)).rejects.toThrow(/cancelled/);
    await expect(verifySteamAssertion(steam, variant('openid.signed', 'op_endpoint'), expected, now)).rejects.toThrow(/sign every/);
    await expect(verifySteamAssertion(steam, params, expected, now + 10 * 60_000)).rejects.toThrow(/stale/);
    // The genuine one passes once; the OP refuses to verify the same nonce twice.
    await expect(verifySteamAssertion(steam, params, expected, now)).resolves.toBe(op.player.steamid);
    await expect(verifySteamAssertion(steam, params, expected, now)).rejects.toThrow(/did not confirm/);
  });

  it('refuses a pending sign-in cookie the api did not sign (forged, or edited on the way)', async () => {
    const browser = new BrowserJar();
    const url = await assertionUrl(browser, '/players/1');
    const issued = browser.cookie(server.url, PENDING_COOKIE)!;
    const [payload] = issued.split('.');
    const pending = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as { returnTo: string };
    const edited = Buffer.from(JSON.stringify({ ...pending, returnTo: '/admin/bans' })).toString('base64url');
    for (const forged of [edited, `${edited}.${issued.split('.')[1] ?? ''}`, `${payload}.AAAA`]) {
      browser.setCookie(server.url, PENDING_COOKIE, forged);
      const response = await browser.fetch(url.href);
      expect(response.status, forged).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('SIGN_IN_EXPIRED');
    }
    expect(browser.cookie(server.url, SESSION_COOKIE)).toBeUndefined();
    // The cookie as issued still works (and only once).
    browser.setCookie(server.url, PENDING_COOKIE, issued);
    const done = await browser.fetch(url.href);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/players/1');
  });

  it('builds return_to and realm from PUBLIC_API_ORIGIN, never from a forged Host or X-Forwarded-Host', async () => {
    for (const forged of [{ Host: 'evil.example' }, { 'X-Forwarded-Host': 'evil.example' }, { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' }]) {
      const { status, location } = await rawGet(`${server.url}/auth/login?returnTo=/`, forged);
      expect(status, JSON.stringify(forged)).toBe(302);
      const out = new URL(location!);
      expect(out.searchParams.get('openid.realm')).toBe(server.url);
      expect(out.searchParams.get('openid.return_to')).toMatch(new RegExp(`^${server.url}/auth/return\\?state=`));
    }
  });

  it("refuses an assertion made for another realm, replayed with the attacker's login cookie under a forged Host", async () => {
    // The attacker starts a sign-in (under a forged Host) and keeps its cookie and state.
    const start = await rawGet(`${server.url}/auth/login?returnTo=/`, { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' });
    const state = new URL(new URL(start.location!).searchParams.get('openid.return_to')!).searchParams.get('state')!;
    const pending = start.cookies.find((c) => c.startsWith(`${PENDING_COOKIE}=`))!;
    // The victim signs in "through Steam" on the attacker's site: Steam signs an assertion for that realm.
    const victim = { ...op.player };
    op.player = { steamid: '76561198000000777', personaname: 'Victim Admin', avatarfull: victim.avatarfull };
    const evilReturn = `http://evil.example/auth/return?state=${encodeURIComponent(state)}`;
    const authorize = new URL(op.endpoint);
    authorize.search = new URLSearchParams({
      'openid.mode': 'checkid_setup',
      'openid.return_to': evilReturn,
      'openid.realm': 'http://evil.example',
    }).toString();
    const assertion = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location')!);
    op.player = victim;
    // Replayed to this site under each forged name: refused, no session, Steam never asked.
    const before = op.checks;
    for (const forged of [{ Host: 'evil.example' }, { 'X-Forwarded-Host': 'evil.example' }]) {
      const replay = await rawGet(`${server.url}/auth/return${assertion.search}`, { ...forged, cookie: pending });
      expect(replay.status, JSON.stringify(forged)).toBe(401);
      expect(replay.cookies.some((c) => c.startsWith(`${SESSION_COOKIE}=`) && c !== `${SESSION_COOKIE}=`)).toBe(false);
    }
    expect(op.checks).toBe(before);
  });

  it('answers 404 to the development sign-in when it is off', async () => {
    const response = await fetch(`${server.url}/auth/dev-login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ steamid: '76561198000000001', alias: 'x' }),
    });
    expect(response.status).toBe(404);
  });
});
