// Component tests of the apps open dialogs and menus synchronously; in the browser their Radix
// parts load on demand (design-system/src/overlays), so the tests load them first.
import { preloadOverlays } from '../design-system/dist/index.js';

await preloadOverlays();
