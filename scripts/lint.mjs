// `npm run lint`: the type-check and ESLint on the same programs (scripts/check-code.mjs; ESLint
// is type-aware, eslint.config.js), knip (unused files, exports and dependencies, knip.json),
// `prettier --check` and the layout rules (scripts/check-layout.mjs: file and folder names,
// one-way folder dependencies) and the references (scripts/check-references.mjs: the files and
// headings comments and docs cite exist, and the flows of docs/architecture.md count their lists).
// `npm test` runs the same checks as two of its steps.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkLayout } from './check-layout.mjs';
import { checkReferences } from './check-references.mjs';
import { YOUNG_GENERATION, bin, pool, root, run } from './lib.mjs';

/** The type-check and ESLint, in a process of their own. */
export function checkCode({ logFile } = {}) {
  return run(process.execPath, [YOUNG_GENERATION, path.join(root, 'scripts', 'check-code.mjs')], { logFile });
}

/** The layout rules and the references (instant), then knip and Prettier (`nice`: see lib.mjs's `run`). */
export async function lintRest({ logFile, nice } = {}) {
  checkLayout();
  checkReferences();
  await run(bin('knip'), ['--no-progress'], { logFile, nice });
  await run(bin('prettier'), ['--check', '--log-level', 'warn', '.'], { logFile, nice });
}

/** Everything, the type-check and ESLint on one core and the rest on the other. `logFile`: where the tools' output goes (default: the terminal). */
export function lint({ logFile } = {}) {
  return pool([() => checkCode({ logFile }), () => lintRest({ logFile })], 2);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await lint();
}
