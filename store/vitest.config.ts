import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The root run's project name (`vitest run --project store`).
    name: 'store',
    include: ['src/**/*.test.ts'],
    testTimeout: 30000,
    pool: 'forks',
    // One module graph per worker (see the root vitest.config.ts): every file closes what it starts.
    isolate: false,
  },
});
