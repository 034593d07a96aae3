import { useState } from 'react';
import { useSession, useSocketEvent } from '@pug/platform';
import { RemoteSlot } from './RemoteSlot.tsx';

/**
 * Set by mf-queue's MatchDay while it shows something (a round prompt, a sub banner), so a reload
 * on any page loads it again at once (docs/decisions.md "Match day").
 */
const MATCH_DAY_KEY = 'pug.matchDay';

function shownBeforeReload(): boolean {
  try {
    return window.sessionStorage.getItem(MATCH_DAY_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Whether the signed-in player has a round or a sub to answer: a ready-up that names them, a pick
 * that is theirs, a seat needing a sub (sent only to players free to take it), or a prompt shown
 * before a reload. Once wanted it stays: MatchDay itself shows nothing when nothing is under way.
 */
export function useMatchDayWanted(): boolean {
  const { user } = useSession();
  const me = user?.steamid ?? null;
  const [wanted, setWanted] = useState(shownBeforeReload);
  useSocketEvent('readyUp!', (payload) => {
    if (me && payload.players.includes(me)) setWanted(true);
  });
  useSocketEvent('yourPick', (payload) => {
    if (payload.captain === me) setWanted(true);
  });
  useSocketEvent('subNeeded', () => setWanted(true));
  return me !== null && wanted;
}

/**
 * The round prompts (ready-up, map vote, "your pick") and the sub banner on every page: mf-queue's
 * MatchDay module, downloaded only once the player has something to answer (as OverlaysSlot does
 * for mf-tutorial), so the first load stays within its budget.
 */
export function MatchDaySlot() {
  if (!useMatchDayWanted()) return null;
  return <RemoteSlot name="mf-queue" expose="MatchDay" basePath="/" quiet />;
}
