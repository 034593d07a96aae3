import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SelfResponse } from '@pug/domain';
import { startLeagueSso, LEAGUE_ACCOUNTS, type LeagueSso } from '@pug/test-tools/league-sso';
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

let database: Database;
let league: LeagueSso;
let site: PugApp;
let api: string;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  api = `http://127.0.0.1:${port}`;
  league = await startLeagueSso({ clientId: 'pug-site', clientSecret: 'pug-secret', redirectUris: [`${api}/auth/return`] });
  database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    SSO_ISSUER: league.issuer,
    SSO_CLIENT_ID: 'pug-site',
    SSO_CLIENT_SECRET: 'pug-secret',
  });
  site = createApp({ config, db: database, collections: database.collections, features: FEATURES, logger: createLogger({ level: 'silent' }) });
  await site.listen(port);
});

afterAll(async () => {
  await site?.close();
  await league?.close();
  await database?.close();
});

/** Walks the browser from /auth/login to the league's login form, submits `sub`, stops at /auth/return. */
async function signInAtLeague(browser: BrowserJar, returnTo: string, sub: string): Promise<string> {
  const { url: loginPage, response } = await browser.follow(`${api}/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('League sign-in');
  const submitted = await browser.fetch(`${loginPage}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ sub }).toString(),
  });
  const next = new URL(submitted.headers.get('location')!, loginPage).href;
  const { url } = await browser.follow(next, (u) => u.startsWith(`${api}/auth/return`));
  return url;
}

describe('league SSO (OpenID Connect, code + PKCE) against oidc-provider on loopback', () => {
  it('sends the player out with PKCE S256, state and nonce', async () => {
    const browser = new BrowserJar();
    const response = await browser.fetch(`${api}/auth/login?returnTo=/`);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe(league.issuer);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('redirect_uri')).toBe(`${api}/auth/return`);
    expect(browser.cookie(api, PENDING_COOKIE)).toBeTruthy();
  });

  it('sends the league the redirect_uri of the address it listens on, never one from a forged Host', async () => {
    const forged = await rawGet(`${api}/auth/login?returnTo=/`, { Host: 'evil.example' });
    expect(forged.status).toBe(302);
    expect(new URL(forged.location!).searchParams.get('redirect_uri')).toBe(`${api}/auth/return`);
  });

  it('signs in end to end: user created from the claims, session set, back on the page the player came from', async () => {
    const browser = new BrowserJar();
    const account = LEAGUE_ACCOUNTS[0]!;
    const returnUrl = await signInAtLeague(browser, '/players/76561198000000001?tab=elo', account.sub);
    const done = await browser.fetch(returnUrl);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/players/76561198000000001?tab=elo');
    expect(browser.cookie(api, SESSION_COOKIE)).toBeTruthy();
    expect(browser.cookie(api, PENDING_COOKIE)).toBeUndefined();

    const self = (await (await browser.fetch(`${api}/api/self/`)).json()) as SelfResponse;
    expect(self).toMatchObject({ steamid: account.steamid, alias: account.name, avatar: account.picture, isAdmin: false });

    // The return URL is single-use: replaying it finds no pending sign-in.
    const replay = await browser.fetch(returnUrl);
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error: { code: string } }).error.code).toBe('SIGN_IN_EXPIRED');
  });

  it('refuses an answer whose state does not match the pending sign-in', async () => {
    const browser = new BrowserJar();
    const returnUrl = new URL(await signInAtLeague(browser, '/', LEAGUE_ACCOUNTS[1]!.sub));
    returnUrl.searchParams.set('state', 'forged-state-forged-state');
    const response = await browser.fetch(returnUrl.href);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('SIGN_IN_FAILED');
    expect(browser.cookie(api, SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses a returnTo on another host', async () => {
    for (const returnTo of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      const response = await fetch(`${api}/auth/login?returnTo=${encodeURIComponent(returnTo)}`, { redirect: 'manual' });
      expect(response.status, returnTo).toBe(400);
    }
  });

  it('refuses a return with no pending sign-in', async () => {
    const response = await fetch(`${api}/auth/return?code=abc&state=def`, { redirect: 'manual' });
    expect(response.status).toBe(400);
  });
});
