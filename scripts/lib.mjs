// Shared helpers of the README's two commands (npm start, npm test). Plain Node, no dependencies,
// because they run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM = ['--yes', 'pnpm@10.34.8'];
/** The host and the remotes, from tooling/apps.json (the one list of apps and their dev ports). */
export const APPS = ['host', ...Object.keys(JSON.parse(readFileSync(path.join(root, 'tooling', 'apps.json'), 'utf8')).remotes)];
export const PACKAGES = ['domain', 'platform', 'design-system', ...APPS, 'api', 'store', 'e2e', 'bench', 'tooling', 'test-tools'];

/**
 * What `npm test` type-checks: every package, as five programs rather than thirteen (longest
 * first, two at a time). Packages with the same compiler options share one program, so React,
 * the design system, platform and domain (the frontends) or the api (which bench, tooling and
 * test-tools import) are checked once instead of once per package: the step took about a third
 * of the time. `tsc --noEmit -p <package>` still checks one package on its own.
 */
const TYPECHECK_PROGRAMS = ['tooling/tsconfig.node.json', 'tooling/tsconfig.frontends.json', 'design-system', 'e2e', 'domain'];

/** The programs, after checking that every package is in one (a new package must be added). */
export function typecheckPrograms() {
  const includes = TYPECHECK_PROGRAMS.filter((p) => p.endsWith('.json')).flatMap((p) => JSON.parse(readFileSync(path.join(root, p), 'utf8')).include);
  const covered = (pkg) => TYPECHECK_PROGRAMS.some((p) => p === pkg || p.startsWith(`${pkg}/`)) || includes.some((i) => i.startsWith(`../${pkg}/`));
  const missing = PACKAGES.filter((pkg) => !covered(pkg));
  if (missing.length > 0) throw new Error(`type-check programs (scripts/lib.mjs) miss: ${missing.join(', ')}`);
  return TYPECHECK_PROGRAMS;
}

/** The V8 flag that gives Node a larger young generation, for the checks that allocate fast (test.mjs). */
export const YOUNG_GENERATION = '--max-semi-space-size=64';

/** A tool of the workspace root's node_modules/.bin. */
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

export function log(message) {
  process.stdout.write(`\x1b[36m[pug]\x1b[0m ${message}\n`);
}

/**
 * Runs a command, streaming its output (or appending it to `logFile`, for a step that runs beside
 * another and prints its output once it is done); rejects with its exit code. `nice`: the
 * process's nice value (10: it gets the CPU that the other steps leave idle).
 */
export function run(command, args, { logFile, nice, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const fd = logFile ? openSync(logFile, 'a') : undefined;
    const stdio = fd === undefined ? 'inherit' : ['ignore', fd, fd];
    const child = spawn(command, args, { cwd: root, stdio, ...options, env: { ...process.env, ...options.env } });
    if (fd !== undefined) closeSync(fd);
    if (nice !== undefined && child.pid !== undefined) os.setPriority(child.pid, nice);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Runs commands with at most `limit` at once (the machine has 2 cores). */
export async function pool(tasks, limit) {
  const failures = [];
  const queue = [...tasks];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (queue.length) {
        const task = queue.shift();
        await task().catch((error) => failures.push(error.message));
      }
    }),
  );
  if (failures.length) throw new Error(failures.join('\n'));
}

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Node ${process.versions.node} is too old: this project needs Node >= 20.19.`);
    process.exit(1);
  }
}

/** Newest modification time of the files under `dir` (skipping build output and deps). */
export function newestMtime(dir) {
  let newest = 0;
  const skip = new Set(['node_modules', 'dist', 'storybook-static', '.data', 'test-results', 'playwright-report']);
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (skip.has(entry.name) || entry.name.startsWith('.tmp')) continue;
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  if (!existsSync(dir)) return 0;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  walk(dir);
  return newest;
}

export function mtimeOf(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

export function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}
