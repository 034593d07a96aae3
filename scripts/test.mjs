// `npm test`: install what is missing (chromium and redis-server included), then every test: typecheck of each
// package, unit + component + api tests (vitest), the builds and Storybook, and the browser tests
// (Playwright on Debian's chromium) against the composed site. Ends with "N passed, N failed".
import { closeSync, mkdirSync, openSync, readFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildAll } from './build.mjs';
import { ensureChromium, ensureInstalled, ensureRedis, ensureSoundTools } from './ensure.mjs';
import { log, pool, root, run, typecheckPrograms } from './lib.mjs';
import { lint } from './lint.mjs';

const reports = path.join(root, '.tmp', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const timings = [];

async function step(name, fn) {
  const started = Date.now();
  log(`▶ ${name}`);
  try {
    await fn();
  } finally {
    timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

function counts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const vitest = path.join(reports, 'vitest.json');
  if (existsSync(vitest)) {
    const r = JSON.parse(readFileSync(vitest, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  }
  const pw = path.join(reports, 'playwright.json');
  if (existsSync(pw)) {
    const s = JSON.parse(readFileSync(pw, 'utf8')).stats;
    passed += s.expected + s.flaky;
    failed += s.unexpected;
    skipped += s.skipped;
  }
  return { passed, failed, skipped };
}

/** Steps one after another, stopping at the first that fails. */
async function lane(steps) {
  for (const [name, fn] of steps) await step(name, fn);
}

/** Playwright's own output goes to a file, printed when it ends, so it does not interleave with vitest's. */
async function browserTests() {
  const output = path.join(reports, 'playwright.log');
  const fd = openSync(output, 'w');
  try {
    await run(path.join(root, 'node_modules', '.bin', 'playwright'), ['test'], {
      stdio: ['ignore', fd, fd],
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json') },
    });
  } finally {
    closeSync(fd);
    log(`browser tests (playwright), its output:\n${readFileSync(output, 'utf8')}`);
  }
}

const startedAt = Date.now();
let failure;
try {
  await step('install', async () => {
    await ensureInstalled();
    await ensureChromium();
    await ensureRedis();
    await ensureSoundTools();
  });
  await step('build', () => buildAll());
  // Two lanes side by side. The browser tests are one Playwright worker that mostly waits (on the
  // site, the network, its timers): on 2 cores it left one idle for ~5 min, while the type check,
  // lint and vitest keep both busy. Running them beside it fills that core (docs/decisions.md "Test time").
  const lanes = await Promise.allSettled([
    lane([
      [
        'typecheck',
        () =>
          pool(
            typecheckPrograms().map((project) => () => run(path.join(root, 'node_modules', '.bin', 'tsc'), ['--noEmit', '-p', project])),
            2,
          ),
      ],
      ['lint (eslint, knip, prettier --check)', () => lint()],
      [
        'unit, component and api tests (vitest)',
        () =>
          run(path.join(root, 'node_modules', '.bin', 'vitest'), [
            'run',
            '--reporter=default',
            '--reporter=json',
            `--outputFile.json=${path.join(reports, 'vitest.json')}`,
          ]),
      ],
    ]),
    lane([['browser tests (playwright)', browserTests]]),
  ]);
  const failed = lanes.filter((l) => l.status === 'rejected').map((l) => l.reason.message);
  if (failed.length) throw new Error(failed.join('\n'));
} catch (error) {
  failure = error;
}

timings.push(`total (lanes side by side): ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
log(`Timings:\n  ${timings.join('\n  ')}`);
const { passed, failed, skipped } = counts();
if (failure) console.error(`\n${failure.message}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failure || failed > 0 ? 1 : 0);
