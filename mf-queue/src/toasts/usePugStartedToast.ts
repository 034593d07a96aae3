import type { SteamId } from '@pug/domain';
import { useSocketEvent, useToast } from '@pug/platform';

/** Tells the viewer their pug started (`pugStarted` lists the new pugs), with its map. */
export function usePugStartedToast(viewer: SteamId | null): void {
  const toast = useToast();
  useSocketEvent('pugStarted', (pugs) => {
    if (!viewer || !Array.isArray(pugs)) return;
    const mine = pugs.find((pug) => viewer in pug.teams.blu || viewer in pug.teams.red);
    if (!mine) return;
    const team = viewer in mine.teams.blu ? 'BLU' : 'RED';
    toast.show({ title: 'Your pug started', description: `You play on ${team}, map ${mine.map}.`, variant: 'success' });
  });
}
