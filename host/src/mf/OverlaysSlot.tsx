import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { preloadOverlays } from '@pug/design-system';
import { activeBan, shouldOpenTutorial, type Discipline } from '@pug/domain';
import { useSession } from '@pug/platform';
import { RemoteSlot } from './RemoteSlot.tsx';

/**
 * Whether mf-tutorial's global overlays have anything to show: the ban modal (a banned player,
 * or `?sampleban`) or the first-run tutorial (signed in, not finished). The same domain rules
 * mf-tutorial's Overlays decide with; everyone else never downloads the remote.
 */
export function overlaysWanted(user: { completeTutorial: boolean; disciplineHistory: readonly Discipline[] } | null, sampleBan: boolean, now: number): boolean {
  if (sampleBan) return true;
  if (!user) return false;
  return shouldOpenTutorial(user) || activeBan(user.disciplineHistory, now) !== undefined;
}

/** Whether the global overlays (ban modal, first-run tutorial) are up for this visitor now. */
export function useOverlaysWanted(): boolean {
  const [params] = useSearchParams();
  const { user } = useSession();
  return overlaysWanted(user, params.has('sampleban'), Date.now());
}

/**
 * The mount point of the global overlays; the remote loads only once it has something to show,
 * and the dialogs' Radix parts with it (not after it: the modal shows as soon as the remote does).
 */
export function OverlaysSlot() {
  const wanted = useOverlaysWanted();
  useEffect(() => {
    if (wanted) void preloadOverlays().catch(() => undefined); // a Dialog tries again when it opens
  }, [wanted]);
  if (!wanted) return null;
  return <RemoteSlot name="mf-tutorial" basePath="/" quiet />;
}
