import { createRequire } from 'node:module';
import { inject } from 'vitest';
// Component tests of the apps open dialogs and menus synchronously; in the browser their Radix
// parts load on demand (design-system/src/overlays), so the tests load them first.
import { preloadOverlays } from '../design-system/dist/index.js';

await preloadOverlays();

// The build stamp's globals (rspack's DefinePlugin replaces them in a build): set before every
// test file, because a worker started by another project (vitest.config.ts) never got them.
globalThis.__PUG_APP__ = inject('pugApp');
globalThis.__PUG_BUILD_ID__ = 'test';

// findBy*/waitFor wait for what the test expects: by default they give up after 1 s, which a
// render on a busy machine (CI beside the browser tests) overran. Testing Library is a dependency
// of platform, which every app's tests render through; this is the copy their tests import.
const { configure } = createRequire(import.meta.filename)('../platform/node_modules/@testing-library/react');
configure({ asyncUtilTimeout: 5000 });
