import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadOverlays } from './src/overlays/loadOverlays.ts';

// Tests open dialogs and menus synchronously; in the app their Radix parts load on demand.
await preloadOverlays();

afterEach(() => {
  cleanup();
});
