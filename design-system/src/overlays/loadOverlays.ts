import { use } from 'react';

type OverlayParts = typeof import('./overlayParts.ts');

let loaded: OverlayParts | undefined;
let loading: Promise<OverlayParts> | undefined;

/**
 * Loads the Radix parts of the dialogs and the player card menu (Radix dialog, dropdown menu,
 * popper, focus trap, scroll lock: two thirds of the design system's bytes) ahead of need. They
 * are not on any page's first paint: a Dialog loads them when it first opens, a card's menu when
 * its button is pointed at, focused or pressed. Call it where a dialog is about to be needed (the
 * lobby does once the player queues, so the ready-up dialog opens at once).
 */
export function preloadOverlays(): Promise<OverlayParts> {
  loading ??= import('./overlayParts.ts').then(
    (parts) => (loaded = parts),
    (error: unknown) => {
      loading = undefined; // a failed chunk load is tried again next time
      throw error;
    },
  );
  return loading;
}

/** The loaded parts; suspends (React `use`) until they are there. */
export function useOverlayParts(): OverlayParts {
  return loaded ?? use(preloadOverlays());
}

/** The parts if they are already loaded (no suspending). */
export function overlayPartsIfLoaded(): OverlayParts | undefined {
  return loaded;
}
