import { useRef } from 'react';
import type { EloChange, Pug } from '@pug/domain';
import { useToast } from '@pug/design-system';
import { useSession } from '../session/session-provider.tsx';
import { useSocketEvent } from '../socket-provider.tsx';
import { eloToast } from './eloToast.ts';

/**
 * Shows the signed-in player a toast for each of their elo changes as the server sends them
 * (`eloChanges`), on whatever page they are, with the result of the pug that gave it: the finished
 * pug's `pugUpdate` comes just before its `eloChanges`. PlatformProvider renders it once; no remote does.
 */
export function EloToasts(): null {
  const toast = useToast();
  const viewer = useSession().user?.steamid ?? null;
  const finished = useRef<Pug | null>(null);
  useSocketEvent('pugUpdate', (pug: Pug) => {
    if (viewer && pug?.phase === 'Complete' && (Object.hasOwn(pug.teams.blu, viewer) || Object.hasOwn(pug.teams.red, viewer))) finished.current = pug;
  });
  useSocketEvent('eloChanges', (changes: EloChange[]) => {
    if (!viewer || !Array.isArray(changes)) return;
    for (const change of changes) if (change.steamid === viewer) toast.show(eloToast(change, finished.current));
    finished.current = null;
  });
  return null;
}
