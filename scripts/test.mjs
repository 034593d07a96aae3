// `npm test`: install what is missing (chromium, redis-server and nginx included), then every test: typecheck of each
// package, unit + component + api tests (vitest), the builds and Storybook, and the browser tests
// (Playwright on Debian's chromium) against the composed site. Ends with "N passed, N failed".
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildAll } from './build.mjs';
import { ensureChromium, ensureInstalled, ensureNginx, ensureRedis, ensureSoundTools } from './ensure.mjs';
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

let failure;
try {
  await step('install', async () => {
    await ensureInstalled();
    await ensureChromium();
    await ensureRedis();
    await ensureNginx();
    await ensureSoundTools();
  });
  await step('build', () => buildAll());
  await step('typecheck', () =>
    pool(
      typecheckPrograms().map((project) => () => run(path.join(root, 'node_modules', '.bin', 'tsc'), ['--noEmit', '-p', project])),
      2,
    ),
  );
  await step('lint (eslint, knip, prettier --check)', () => lint());
  await step('unit, component and api tests (vitest)', () =>
    run(path.join(root, 'node_modules', '.bin', 'vitest'), [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reports, 'vitest.json')}`,
    ]),
  );
  await step('browser tests (playwright)', () =>
    run(path.join(root, 'node_modules', '.bin', 'playwright'), ['test'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json') },
    }),
  );
} catch (error) {
  failure = error;
}

log(`Timings:\n  ${timings.join('\n  ')}`);
const { passed, failed, skipped } = counts();
if (failure) console.error(`\n${failure.message}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failure || failed > 0 ? 1 : 0);
