import { useMatchDayWanted } from '@pug/platform';
import { RemoteSlot } from './RemoteSlot.tsx';

/**
 * The round prompts (ready-up, map vote, "your pick"), the sub banner, "your pug is starting" and
 * the queued status on every page: mf-queue's MatchDay module, downloaded only once the server says
 * the player has something under way (platform's MatchDayProvider, from the `matchDay` state every
 * new socket gets), as OverlaysSlot does for mf-tutorial, so the first load stays within its budget
 * and visitors never download it.
 */
export function MatchDaySlot() {
  if (!useMatchDayWanted()) return null;
  return <RemoteSlot name="mf-queue" expose="MatchDay" basePath="/" quiet />;
}
