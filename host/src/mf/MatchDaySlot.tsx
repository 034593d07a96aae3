import { useState } from 'react';
import { matchDayWanted } from '@pug/domain';
import { useSession, useSocketEvent } from '@pug/platform';
import { RemoteSlot } from './RemoteSlot.tsx';

/**
 * Whether the signed-in player has something under way: the server's `matchDay` state, sent to
 * every new socket of theirs (queued, a ready-up or a map vote or a pick waiting on them, a live pug
 * of theirs, a sub seat they may take: api/src/players/match-day-state.ts), so a page loaded
 * anywhere, in any tab, knows at once; and from then on the events that start something: they
 * queue, a ready-up names them, a pick is theirs, their pug starts, a seat needs a sub. Once wanted
 * it stays: MatchDay itself shows nothing when nothing is under way.
 */
export function useMatchDayWanted(): boolean {
  const { user } = useSession();
  const me = user?.steamid ?? null;
  const [wanted, setWanted] = useState(false);
  useSocketEvent('matchDay', (state) => {
    if (matchDayWanted(state)) setWanted(true);
  });
  useSocketEvent('playerQueued', (payload) => {
    if (payload.isQueue && payload.steamid === me) setWanted(true);
  });
  useSocketEvent('readyUp!', (payload) => {
    if (me && payload.players.includes(me)) setWanted(true);
  });
  useSocketEvent('yourPick', (payload) => {
    if (payload.captain === me) setWanted(true);
  });
  useSocketEvent('pugStarted', (pugs) => {
    if (me && pugs.some((pug) => Object.hasOwn(pug.teams.blu, me) || Object.hasOwn(pug.teams.red, me))) setWanted(true);
  });
  useSocketEvent('subNeeded', () => setWanted(true));
  return me !== null && wanted;
}

/**
 * The round prompts (ready-up, map vote, "your pick"), the sub banner, "your pug is starting" and
 * the queued status on every page: mf-queue's MatchDay module, downloaded only once the server says
 * the player has something under way (as OverlaysSlot does for mf-tutorial), so the first load
 * stays within its budget and visitors never download it.
 */
export function MatchDaySlot() {
  if (!useMatchDayWanted()) return null;
  return <RemoteSlot name="mf-queue" expose="MatchDay" basePath="/" quiet />;
}
