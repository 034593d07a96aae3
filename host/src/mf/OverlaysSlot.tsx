import { useSearchParams } from 'react-router';
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

/** The mount point of the global overlays; the remote loads only once it has something to show. */
export function OverlaysSlot() {
  const [params] = useSearchParams();
  const { user } = useSession();
  if (!overlaysWanted(user, params.has('sampleban'), Date.now())) return null;
  return <RemoteSlot name="mf-tutorial" basePath="/" quiet />;
}
