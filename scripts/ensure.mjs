// Installs what is missing: the workspace's packages (pnpm, through npx), with --browser
// Debian's chromium for the browser tests, and with --redis Debian's redis-server for the
// multi-process api tests. Safe to run again: it does nothing when all is there.
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

export const CHROMIUM = process.env.PUG_CHROMIUM ?? '/usr/bin/chromium';

export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (!commandExists('apt-get')) {
    throw new Error(`No browser at ${CHROMIUM} and no apt-get to install Debian's chromium. Set PUG_CHROMIUM to a Chromium binary.`);
  }
  log("Installing Debian's chromium for the browser tests…");
  await aptInstall('chromium');
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get installed chromium but ${CHROMIUM} is still missing`);
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

/** `apt-get update` then `apt-get install` of one package, through sudo when not root. */
async function aptInstall(pkg) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  await apt(['update', '-qq']);
  await apt(['install', '-y', '-qq', '--no-install-recommends', pkg]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await ensureInstalled();
  if (process.argv.includes('--browser')) await ensureChromium();
  if (process.argv.includes('--redis')) await ensureRedis();
}
