import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { OWN_SITE_SPECS, REDEPLOY_SPECS } from './e2e/projects.mjs';
import { CHROMIUM_LAUNCH } from './tooling/chromium.ts';
import { leagueEnv } from './e2e/league-env.ts';
import { TEST_SITE_ENV } from './e2e/site-env.ts';

/**
 * Two loopback ports free right now, from a child process (this file is read synchronously). Not
 * fixed numbers: a second `npm test` on the same machine (another clone, another user) gets ports
 * of its own. The values go into the environment, so Playwright's workers read the same ones.
 */
function freePorts(): [number, number] {
  const probe = `const net = require('node:net');
const a = net.createServer().listen(0, '127.0.0.1', () => {
  const b = net.createServer().listen(0, '127.0.0.1', () => {
    process.stdout.write(a.address().port + ' ' + b.address().port);
    a.close();
    b.close();
  });
});`;
  const [a, b] = execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).split(' ').map(Number);
  return [a!, b!];
}
const ports = process.env.PUG_E2E_PORT && process.env.PUG_E2E_SSO_PORT ? undefined : freePorts();
/**
 * The composed site, as `npm start` serves it (api + host + remotes + Storybook + embedded
 * store), on a free port (or PUG_E2E_PORT) and a fresh data folder, driven in Debian's chromium.
 */
const port = Number(process.env.PUG_E2E_PORT ?? ports![0]);
process.env.PUG_E2E_PORT = String(port);
process.env.PUG_E2E_DATA ??= mkdtempSync(path.join(tmpdir(), 'pug-e2e-'));
/** The league's single sign-on, faked with oidc-provider on loopback (test-tools/league-sso). */
const ssoPort = Number(process.env.PUG_E2E_SSO_PORT ?? ports![1]);
process.env.PUG_E2E_SSO_PORT = String(ssoPort);

/** A spec file's path is one of these names' specs. */
const specsNamed = (names: readonly string[]) => new RegExp(`[\\\\/](${names.join('|')})\\.spec\\.ts$`);
/**
 * Specs that start a site of their own (e2e/own-site.ts; production's nginx topology,
 * e2e/production-topology.ts) run in one worker beside the specs that share this config's site
 * and its lobby, which run one at a time in the other. The lists are in e2e/projects.mjs.
 */
const OWN_SITE = specsNamed(OWN_SITE_SPECS);
/** Rebuilds mf-queue's dist, which every site serves: it runs alone, once the others are done. */
const REDEPLOY = specsNamed(REDEPLOY_SPECS);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'shared-site', testIgnore: [OWN_SITE, REDEPLOY], workers: 1 },
    { name: 'own-site', testMatch: OWN_SITE, workers: 1 },
    { name: 'redeploy', testMatch: REDEPLOY, dependencies: ['shared-site', 'own-site'] },
  ],
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
      // From its TypeScript sources (tsx): with another test run on the machine, over a minute.
      timeout: 180_000,
      env: {
        ...TEST_SITE_ENV,
        PORT: String(port),
        HOST: '127.0.0.1',
        MONGO_DATA_DIR: process.env.PUG_E2E_DATA,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        ...leagueEnv(ssoPort),
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node --import tsx ../test-tools/league-sso/main.ts',
      cwd: path.join(import.meta.dirname, 'api'),
      url: `http://127.0.0.1:${ssoPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 180_000,
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
