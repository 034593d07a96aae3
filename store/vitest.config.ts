import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The root run's project name (`vitest run --project store`).
    name: 'store',
    include: ['src/**/*.test.ts'],
    testTimeout: 30000,
    // Hooks start and stop real servers, stores and child processes: on a busy machine (CI runs
    // the browser tests beside them) vitest's default of 10 s is short for that, as it was for tests.
    hookTimeout: 30000,
    pool: 'forks',
    // One module graph per worker (see the root vitest.config.ts): every file closes what it starts.
    isolate: false,
  },
});
