import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.mjs'],
    setupFiles: ['./vitest.setup.ts'],
    // One module graph per worker (see the root vitest.config.ts).
    isolate: false,
  },
});
