// `npm run lint`, and the "lint" step of `npm test`: ESLint (type-aware, eslint.config.js), knip
// (unused files, exports and dependencies, knip.json), `prettier --check` and the layout rules
// (scripts/check-layout.mjs: file and folder names, one-way folder dependencies). ESLint keeps a cache
// in .tmp/eslint/ (keyed on file contents), so a second run only re-lints what changed.
import { pathToFileURL } from 'node:url';
import { checkLayout } from './check-layout.mjs';
import { bin, pool, run } from './lib.mjs';

/**
 * The layout rules first (instant), then ESLint on one core, knip then Prettier on the other.
 * `logFile`: where the tools' output goes (default: the terminal).
 */
export function lint({ logFile } = {}) {
  checkLayout();
  return pool(
    [
      () => run(bin('eslint'), ['--cache', '--cache-strategy', 'content', '--cache-location', '.tmp/eslint/', '--max-warnings', '0', '.'], { logFile }),
      async () => {
        await run(bin('knip'), ['--no-progress'], { logFile });
        await run(bin('prettier'), ['--check', '--log-level', 'warn', '.'], { logFile });
      },
    ],
    2,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await lint();
}
