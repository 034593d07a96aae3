import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tooling/chromium.ts';

/**
 * The composed site, as `npm start` serves it (api + host + remotes + Storybook + embedded
 * store), on a port of its own and a fresh data folder, driven in Debian's chromium.
 */
const port = Number(process.env.PUG_E2E_PORT ?? 18_480);
process.env.PUG_E2E_PORT = String(port);
process.env.PUG_E2E_DATA ??= mkdtempSync(path.join(tmpdir(), 'pug-e2e-'));
/** The league's single sign-on, faked with oidc-provider on loopback (test-tools/league-sso). */
const ssoPort = Number(process.env.PUG_E2E_SSO_PORT ?? 18_481);
process.env.PUG_E2E_SSO_PORT = String(ssoPort);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records screenshots and DOM snapshots of every action: on every test it doubled the
    // browser's CPU and the run's length on this 2-core machine, so only a retried test records one.
    trace: 'on-first-retry',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: [
    {
      command: 'node --import tsx src/main.ts',
      cwd: path.join(import.meta.dirname, 'api'),
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        MONGO_DATA_DIR: process.env.PUG_E2E_DATA,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        SSO_ISSUER: `http://127.0.0.1:${ssoPort}`,
        SSO_CLIENT_ID: 'pug-site',
        SSO_CLIENT_SECRET: 'pug-secret',
        // The league SSO process also answers the league's player API (test-tools/league-sso/main.ts).
        LEAGUE_API_URL: `http://127.0.0.1:${ssoPort}`,
        // Discord linking against the fake Discord the league SSO stand-in also serves (test-tools/discord).
        DISCORD_CLIENT_ID: '100000000000000001',
        DISCORD_CLIENT_SECRET: 'discord-secret',
        DISCORD_API_URL: `http://127.0.0.1:${ssoPort}/discord/api`,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node --import tsx ../test-tools/league-sso/main.ts',
      cwd: path.join(import.meta.dirname, 'api'),
      url: `http://127.0.0.1:${ssoPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        LEAGUE_SSO_PORT: String(ssoPort),
        LEAGUE_SSO_CLIENT_ID: 'pug-site',
        LEAGUE_SSO_CLIENT_SECRET: 'pug-secret',
        LEAGUE_SSO_REDIRECT_URIS: `http://127.0.0.1:${port}/auth/return`,
        FAKE_DISCORD_CLIENT_ID: '100000000000000001',
        FAKE_DISCORD_CLIENT_SECRET: 'discord-secret',
        FAKE_DISCORD_REDIRECT_URIS: `http://127.0.0.1:${port}/auth/discord/return`,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
