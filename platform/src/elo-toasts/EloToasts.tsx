import type { EloChange } from '@pug/domain';
import { useToast } from '@pug/design-system';
import { useSession } from '../session/session-provider.tsx';
import { useSocketEvent } from '../socket-provider.tsx';
import { eloToast } from './eloToast.ts';

/**
 * Shows the signed-in player a toast for each of their elo changes as the server sends them
 * (`eloChanges`), on whatever page they are. PlatformProvider renders it once; no remote does.
 */
export function EloToasts(): null {
  const toast = useToast();
  const viewer = useSession().user?.steamid ?? null;
  useSocketEvent('eloChanges', (changes: EloChange[]) => {
    if (!viewer || !Array.isArray(changes)) return;
    for (const change of changes) if (change.steamid === viewer) toast.show(eloToast(change));
  });
  return null;
}
