import { inject } from 'vitest';
// Component tests of the apps open dialogs and menus synchronously; in the browser their Radix
// parts load on demand (design-system/src/overlays), so the tests load them first.
import { preloadOverlays } from '../design-system/dist/index.js';

await preloadOverlays();

// The build stamp's globals (rspack's DefinePlugin replaces them in a build): set before every
// test file, because a worker started by another project (vitest.config.ts) never got them.
globalThis.__PUG_APP__ = inject('pugApp');
globalThis.__PUG_BUILD_ID__ = 'test';
