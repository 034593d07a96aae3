// Installs what is missing: the workspace's packages (pnpm, through npx), with --browser
// Debian's chromium for the browser tests, and with --redis Debian's redis-server for the
// multi-process api tests, with --nginx Debian's nginx-light (and openssl) for the production-topology
// browser test. Safe to run again: it does nothing when all is there.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkNode, commandExists, log, mtimeOf, PNPM, root, run } from './lib.mjs';

export async function ensureInstalled() {
  checkNode();
  const marker = path.join(root, 'node_modules', '.modules.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  const manifests = ['package.json', 'pnpm-workspace.yaml'].map((f) => mtimeOf(path.join(root, f)));
  if (existsSync(marker) && mtimeOf(marker) >= Math.max(mtimeOf(lock), ...manifests)) return;
  log('Installing dependencies (pnpm)…');
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  await run('npx', [...PNPM, 'install', ...frozen], { env: { npm_config_update_notifier: 'false' } });
}

/** The browser of the tests: tooling/chromium.ts says which and why. */
export const CHROMIUM = process.env.PUG_CHROMIUM ?? '/usr/lib/chromium/chromium-headless-shell';

export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (!commandExists('apt-get')) {
    throw new Error(`No browser at ${CHROMIUM} and no apt-get to install Debian's chromium-headless-shell. Set PUG_CHROMIUM to a Chromium binary.`);
  }
  log("Installing Debian's chromium-headless-shell for the browser tests…");
  await aptInstall('chromium-headless-shell');
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get installed chromium-headless-shell but ${CHROMIUM} is still missing`);
}

/** Debian's redis-server, which the multi-process api tests start on a free port. */
export async function ensureRedis() {
  if (commandExists('redis-server')) return;
  if (!commandExists('apt-get')) {
    throw new Error("No redis-server on PATH and no apt-get to install Debian's redis-server. Install Redis 7 (redis-server).");
  }
  log("Installing Debian's redis-server for the multi-process api tests…");
  await aptInstall('redis-server');
  if (!commandExists('redis-server')) throw new Error('apt-get installed redis-server but it is still not on PATH');
}

/**
 * Debian's nginx-light and openssl, with which e2e/production.spec.ts stands up docs/deploy.md's
 * topology (TLS with a self-signed certificate). Unlike the other tools a missing nginx does not
 * fail `npm test`: the spec then skips with a message saying so.
 */
export async function ensureNginx() {
  const missing = [
    ['nginx', 'nginx-light'],
    ['openssl', 'openssl'],
  ].filter(([command]) => !commandExists(command) && !existsSync(`/usr/sbin/${command}`));
  if (!missing.length) return;
  const packages = missing.map(([, pkg]) => pkg);
  if (!commandExists('apt-get')) {
    log(`No ${packages.join(' or ')} and no apt-get: the production-topology browser test will be skipped.`);
    return;
  }
  log(`Installing Debian's ${packages.join(' and ')} for the production-topology browser test…`);
  try {
    await aptInstall(...packages);
  } catch (error) {
    log(`Could not install ${packages.join(' and ')} (${error.message}): the production-topology browser test will be skipped.`);
  }
}

/**
 * Debian's espeak-ng and sox, with which the build generates the announcer sounds (docs/product.md "Constants").
 * Where they cannot be installed it says why and goes on: scripts/build-sounds.mjs then builds no
 * sounds and the site runs with silent cues.
 */
export async function ensureSoundTools() {
  const missing = [
    ['espeak-ng', 'espeak-ng'],
    ['sox', 'sox'],
  ].filter(([command]) => !commandExists(command));
  if (!missing.length) return;
  const packages = missing.map(([, pkg]) => pkg);
  if (!commandExists('apt-get')) {
    log(`No ${packages.join(' or ')} and no apt-get to install them: the alert sounds will not be built (install your system's ${packages.join(' and ')}).`);
    return;
  }
  log(`Installing Debian's ${packages.join(' and ')} for the alert sounds…`);
  try {
    await aptInstall(...packages);
  } catch (error) {
    log(`Could not install ${packages.join(' and ')} (${error.message}): the alert sounds will not be built.`);
  }
}

/** `apt-get update` then `apt-get install` of the packages, through sudo when not root. */
async function aptInstall(...pkgs) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  await apt(['update', '-qq']);
  await apt(['install', '-y', '-qq', '--no-install-recommends', ...pkgs]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await ensureInstalled();
  if (process.argv.includes('--browser')) await ensureChromium();
  if (process.argv.includes('--redis')) await ensureRedis();
  if (process.argv.includes('--nginx')) await ensureNginx();
}
