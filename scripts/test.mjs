// `npm test`: install what is missing (chromium, redis-server and nginx included), then every test: typecheck of each
// package, unit + component + api tests (vitest), the builds and Storybook, and the browser tests
// (Playwright on Debian's chromium) against the composed site. Ends with "N passed, N failed".
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildAll } from './build.mjs';
import { ensureChromium, ensureInstalled, ensureNginx, ensureRedis, ensureSoundTools } from './ensure.mjs';
import { YOUNG_GENERATION, bin, log, root, run } from './lib.mjs';
import { checkCode, lintRest } from './lint.mjs';

/**
 * Every Node process of the run (the type-check, vitest and its workers, the Playwright runner, the
 * api and the stand-ins) gets a 64 MB semi-space: the compiler and the test runners allocate
 * fast, and V8's default young generation collected them often enough that the checks took ~10%
 * more CPU (docs/decisions.md, "Test-run time, round 4").
 */
process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} ${YOUNG_GENERATION}`.trim();
const reports = path.join(root, '.tmp', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const timings = [];
const failures = [];
const began = Date.now();

/**
 * Runs one step and notes its time; a failing step is noted and rethrown (a step that needs its
 * result does not run). A step with a `logFile` runs beside another: `fn` gets the file to write
 * to, and its output is printed whole once it is done, so the two do not interleave line by line.
 */
async function step(name, fn, { logFile } = {}) {
  const started = Date.now();
  log(`▶ ${name}`);
  try {
    await fn(logFile);
  } catch (error) {
    failures.push(`${name}: ${error.message}`);
    throw error;
  } finally {
    const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
    timings.push(`${name}: ${took}`);
    if (logFile && existsSync(logFile)) {
      log(`── output of ${name} (${took}) ──`);
      process.stdout.write(readFileSync(logFile));
    }
    log(`■ ${name}: ${took}`);
  }
}

/** Passed, failed and skipped, from the JSON reports of vitest and Playwright. */
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

const logOf = (name) => path.join(reports, `${name}.log`);

/**
 * Two lanes on the 2-core machine, because each step leaves much of a core idle: the build, then
 * the browser tests (they wait on the site, the browser and the protocol timers); beside them the
 * type-check and ESLint (one process, scripts/check-code.mjs), then vitest (its api tests wait on
 * sockets and timers; two files at a time, where its default on 2 cores is one) once the build is
 * there (the component tests need the design system's). Knip, Prettier and the layout rules run
 * after the type-check beside both lanes, at nice 10: they take the CPU the tests leave idle while
 * waiting on timers and sockets (run after a lane, they were a tail of ~17 s with a core idle). A
 * failing step stops only what needs it: the other checks still run.
 */
try {
  await step('install', async () => {
    await ensureInstalled();
    await ensureChromium();
    await ensureRedis();
    await ensureNginx();
    await ensureSoundTools();
  });
  const built = step('build', () => buildAll());
  const browser = built
    .then(() =>
      step('browser tests (playwright)', () =>
        run(bin('playwright'), ['test'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json') } }),
      ),
    )
    .catch(() => undefined);
  const checked = step('type-check and eslint', (logFile) => checkCode({ logFile }), { logFile: logOf('check-code') }).catch(() => undefined);
  const tested = Promise.allSettled([built, checked]).then(([build]) =>
    build.status === 'fulfilled'
      ? step(
          'unit, component and api tests (vitest)',
          (logFile) =>
            run(bin('vitest'), ['run', '--maxWorkers=2', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, 'vitest.json')}`], {
              logFile,
            }),
          { logFile: logOf('vitest') },
        ).catch(() => undefined)
      : undefined,
  );
  const linted = checked
    .then(() => step('layout, knip, prettier --check', (logFile) => lintRest({ logFile, nice: 10 }), { logFile: logOf('lint') }))
    .catch(() => undefined);
  await Promise.all([browser, tested, linted]);
} catch {
  // install failed: noted in `failures`
}

log(`Timings:\n  ${timings.join('\n  ')}\n  in all: ${((Date.now() - began) / 1000).toFixed(1)} s`);
const { passed, failed, skipped } = counts();
if (failures.length) console.error(`\n${failures.join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length || failed > 0 ? 1 : 0);
