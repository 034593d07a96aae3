import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30000,
    // Hooks start and stop real servers, stores and child processes: on a busy machine (CI runs
    // the browser tests beside them) vitest's default of 10 s is short for that, as it was for tests.
    hookTimeout: 30000,
    pool: 'forks',
    // One module graph per worker (see the root vitest.config.ts): the import of the api and its
    // dependencies for each of ~80 files was a third of the run. Every file closes what it starts.
    isolate: false,
  },
});
