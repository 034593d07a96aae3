import { createContext, useContext, useState, type ReactNode } from 'react';
import { matchDayInTheWay, type MatchDayKnown } from '@pug/domain';
import { useSession } from '../session/session-provider.tsx';
import { useSocketEvent } from '../socket-provider.tsx';

const MatchDayContext = createContext<MatchDayKnown>('unknown');

/**
 * Whether the signed-in player has a match in the way, for what must never cover one (the
 * tutorial): the server's `matchDay` state, sent to each new socket of theirs
 * (api/src/players/match-day-state.ts; domain `matchDayInTheWay`), then the events that bring one
 * (a ready-up names them, their pick, their pug starts, a seat needs a sub). Kept here, above every
 * remote, so a remote loaded after the socket connected still knows it. 'unknown' until the first `matchDay`.
 */
export function MatchDayProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const me = user?.steamid ?? null;
  const [known, setKnown] = useState<MatchDayKnown>('unknown');
  const busy = () => setKnown('busy');
  // The socket is the signed-in player's (its cookie): its `matchDay` may come before GET /api/self/
  // answers, and a new session means a new socket, which gets its own.
  useSocketEvent('matchDay', (payload) => setKnown(matchDayInTheWay(payload) ? 'busy' : 'idle'));
  useSocketEvent('readyUp!', (payload) => {
    if (me && payload.players.includes(me)) busy();
  });
  useSocketEvent('yourPick', (payload) => {
    if (payload.captain === me) busy();
  });
  useSocketEvent('pugStarted', (pugs) => {
    if (me && pugs.some((pug) => Object.hasOwn(pug.teams.blu, me) || Object.hasOwn(pug.teams.red, me))) busy();
  });
  useSocketEvent('subNeeded', () => busy());
  return <MatchDayContext.Provider value={me === null ? 'unknown' : known}>{children}</MatchDayContext.Provider>;
}

/** The signed-in player's match day as this page knows it (MatchDayProvider). */
export function useMatchDayKnown(): MatchDayKnown {
  return useContext(MatchDayContext);
}
