import { createContext, useContext, useState, type ReactNode } from 'react';
import { matchDayInTheWay, matchDayWanted, type MatchDayKnown } from '@pug/domain';
import { useSession } from '../session/session-provider.tsx';
import { useSocketEvent } from '../socket-provider.tsx';

interface MatchDay {
  /** Whether a match is in the way of what must never cover one (the tutorial); 'unknown' until the first `matchDay`. */
  known: MatchDayKnown;
  /** Whether anything is under way for the player (queued too): the host then loads mf-queue's MatchDay. Once true it stays. */
  wanted: boolean;
}

const MatchDayContext = createContext<MatchDay>({ known: 'unknown', wanted: false });

/**
 * The signed-in player's match day as this page knows it, for every part of the page: the server's
 * `matchDay` state, sent to each new socket of theirs (api/src/players/match-day-state.ts), so a
 * page loaded anywhere, in any tab, knows at once; then the events that start something (they
 * queue, a ready-up names them, their pick, their pug starts, a seat needs a sub). Kept here, above
 * every remote, so a remote loaded after the socket connected still knows it.
 */
export function MatchDayProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const me = user?.steamid ?? null;
  const [state, setState] = useState<MatchDay>({ known: 'unknown', wanted: false });
  const brought = () => setState({ known: 'busy', wanted: true });
  // The socket is the signed-in player's (its cookie): its `matchDay` may come before GET /api/self/
  // answers, and a new session means a new socket, which gets its own.
  useSocketEvent('matchDay', (payload) =>
    setState((was) => ({ known: matchDayInTheWay(payload) ? 'busy' : 'idle', wanted: was.wanted || matchDayWanted(payload) })),
  );
  useSocketEvent('playerQueued', (payload) => {
    if (payload.isQueue && payload.steamid === me) setState((was) => ({ ...was, wanted: true }));
  });
  useSocketEvent('readyUp!', (payload) => {
    if (me && payload.players.includes(me)) brought();
  });
  useSocketEvent('yourPick', (payload) => {
    if (payload.captain === me) brought();
  });
  useSocketEvent('pugStarted', (pugs) => {
    if (me && pugs.some((pug) => Object.hasOwn(pug.teams.blu, me) || Object.hasOwn(pug.teams.red, me))) brought();
  });
  useSocketEvent('subNeeded', () => brought());
  const value = me === null ? { known: 'unknown' as const, wanted: false } : state;
  return <MatchDayContext.Provider value={value}>{children}</MatchDayContext.Provider>;
}

/** Whether a match is in the way for the signed-in player, as this page knows it (MatchDayProvider). */
export function useMatchDayKnown(): MatchDayKnown {
  return useContext(MatchDayContext).known;
}

/**
 * Whether the signed-in player has anything under way (queued, a prompt, a live pug of theirs, a
 * sub seat they may take): the host loads mf-queue's MatchDay then. Once true it stays (MatchDay
 * itself shows nothing when nothing is under way).
 */
export function useMatchDayWanted(): boolean {
  return useContext(MatchDayContext).wanted;
}
