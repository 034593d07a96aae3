import type { EloChange, SteamId } from '@pug/domain';
import { useSocketEvent, useToast } from '@pug/platform';
import { eloToast } from './eloToast.ts';

/** Shows a toast for each of the viewer's elo changes as the server sends them (`eloChanges`). */
export function useEloToasts(viewer: SteamId | null): void {
  const toast = useToast();
  useSocketEvent('eloChanges', (changes: EloChange[]) => {
    if (!viewer || !Array.isArray(changes)) return;
    for (const change of changes) if (change.steamid === viewer) toast.show(eloToast(change));
  });
}
