import { use } from 'react';

/** A module loaded on first need: `preload` starts it, `useParts` suspends (React `use`) until it is there. */
function onDemand<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const preload = (): Promise<T> => {
    loading ??= load().then(
      (parts) => (loaded = parts),
      (error: unknown) => {
        loading = undefined; // a failed chunk load is tried again next time
        throw error;
      },
    );
    return loading;
  };
  // React `use` (not a hook in the rules-of-hooks sense: it may be called conditionally), from components only.
  const useParts = (): T => loaded ?? use(preload());
  return { preload, useParts, ifLoaded: (): T | undefined => loaded };
}

/**
 * The Radix parts of the dialogs and the player card menu (Radix dialog, dropdown menu, popper,
 * focus trap, scroll lock) and of the toasts: most of the design system's bytes, and on no page's
 * first paint. A Dialog loads its parts when it first opens, a card's menu when its button is
 * pointed at, focused or pressed, the toasts with the first toast.
 */
const overlays = onDemand(() => import('./overlays/overlayParts.ts'));
const toasts = onDemand(() => import('./overlays/toastParts.ts'));

/**
 * Loads all of them ahead of need: where a dialog is about to be needed (the lobby does once the
 * player queues, so the ready-up dialog opens at once), and in component tests.
 */
export function preloadOverlays(): Promise<void> {
  return Promise.all([overlays.preload(), toasts.preload()]).then(() => undefined);
}

export const preloadOverlayParts = overlays.preload;
export const useOverlayParts = overlays.useParts;
export const overlayPartsIfLoaded = overlays.ifLoaded;
export const useToastParts = toasts.useParts;
