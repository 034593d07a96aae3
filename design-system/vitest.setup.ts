import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadOverlays } from './src/loadOverlays.ts';

// Tests open dialogs and menus synchronously; in the app their Radix parts load on demand.
await preloadOverlays();

// findBy*/waitFor give up after 1 s by default, which a render on a busy machine overran (tooling/vitest.setup.mjs).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
