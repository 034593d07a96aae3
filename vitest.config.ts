import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import apps from './tooling/apps.json' with { type: 'json' };

/**
 * Every package's unit, component and api tests in one run. Packages with their own
 * vitest.config.ts (design-system, api, store, domain) bring their own settings; the apps run on happy-dom.
 *
 * Test files share their worker's module graph (`isolate: false`): on this 2-core machine
 * re-importing React, the design system, the api and their dependencies for each of ~200 files
 * was most of the run (mf-queue's tests 35 s -> 17 s, mf-admin's 32 s -> 9 s, the api's import
 * time 78 s -> 12 s). Each file still cleans up what it rendered, stubbed or started. A file
 * that replaces a module with `vi.mock` needs a module graph of its own: it is named
 * `*.isolated.test.tsx` and runs in its app's `<app>:isolated` project.
 */
const ISOLATED = 'src/**/*.isolated.test.{ts,tsx}';
const SETUP = fileURLToPath(new URL('./tooling/vitest.setup.mjs', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      'domain',
      'design-system',
      'api',
      'store',
      // The repository checks of `npm run lint` (scripts/check-layout.mjs, scripts/check-references.mjs).
      { test: { name: 'scripts', include: ['scripts/*.test.mjs'], environment: 'node' } },
      ...['platform', 'host', ...Object.keys(apps.remotes)].flatMap((name) => {
        const app = { extends: true as const };
        // The build stamp's globals come from `provide` through the setup file, which runs before
        // every test file. Not `define`: Vitest sets defines on globalThis once, when a worker
        // starts, and a worker that started with design-system's tests (happy-dom, isolate: false,
        // no defines) may go on with an app's (CI: "__PUG_APP__ is not defined" in 19 tests).
        const test = {
          root: `./${name}`,
          environment: 'happy-dom',
          setupFiles: [SETUP],
          provide: { pugApp: name },
          // Testing Library's waits get 5 s (tooling/vitest.setup.mjs): a test gets room for a few of
          // them on a busy machine, beyond vitest's default of 5 s in all.
          testTimeout: 15_000,
        };
        return [
          { ...app, test: { ...test, name, include: ['src/**/*.test.{ts,tsx}'], exclude: [ISOLATED], isolate: false } },
          { ...app, test: { ...test, name: `${name}:isolated`, include: [ISOLATED], passWithNoTests: true } },
        ];
      }),
    ],
  },
});
