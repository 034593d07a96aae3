import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import apps from './tooling/apps.json' with { type: 'json' };

/**
 * Every package's unit, component and api tests in one run. Packages with their own
 * vitest.config.ts (design-system, api) bring their own settings; the apps run on happy-dom.
 */
export default defineConfig({
  test: {
    projects: [
      'domain',
      'design-system',
      'api',
      ...['platform', 'host', ...Object.keys(apps.remotes)].map((name) => ({
        extends: true as const,
        test: {
          name,
          root: `./${name}`,
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: [fileURLToPath(new URL('./tooling/vitest.setup.mjs', import.meta.url))],
        },
        define: { __PUG_APP__: JSON.stringify(name), __PUG_BUILD_ID__: '"test"' },
      })),
    ],
  },
});
