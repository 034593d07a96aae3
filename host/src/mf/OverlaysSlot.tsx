import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { preloadOverlays } from '@pug/design-system';
import { globalOverlay } from '@pug/domain';
import { useSession } from '@pug/platform';
import { RemoteSlot } from './RemoteSlot.tsx';

/**
 * Whether the global overlays (ban banner, first-run tutorial) are up for this visitor now: the
 * domain's `globalOverlay`, which mf-tutorial's Overlays shows; everyone else never downloads the remote.
 */
export function useOverlaysWanted(): boolean {
  const [params] = useSearchParams();
  const { user } = useSession();
  return globalOverlay(user, params.has('sampleban'), Date.now()) !== null;
}

/**
 * The mount point of the global overlays; the remote loads only once it has something to show,
 * and the dialogs' Radix parts with it (not after it: the tutorial shows as soon as the remote does).
 * `<html data-tutorial>` says whether the first-run tutorial is on the page once that is decided
 * (mf-tutorial's Overlays), so a browser test knows it will not open over its next click.
 */
export function OverlaysSlot() {
  const wanted = useOverlaysWanted();
  const { loading } = useSession();
  useEffect(() => {
    if (wanted) void preloadOverlays().catch(() => undefined); // a Dialog tries again when it opens
  }, [wanted]);
  useEffect(() => {
    // Nothing to show once the session is known: the tutorial's decision is made here, and it is
    // none. Where there is an overlay, mf-tutorial's Overlays writes its own decision.
    if (!loading && !wanted) document.documentElement.dataset.tutorial = 'none';
  }, [loading, wanted]);
  if (!wanted) return null;
  return <RemoteSlot name="mf-tutorial" basePath="/" quiet />;
}
