import { DAY_MS } from '../constants.ts';
import type { SteamId, Timestamp } from '../entities.ts';

/** "Later" on the tutorial holds this long on that browser; then it asks once more. */
export const TUTORIAL_LATER_MS = 7 * DAY_MS;

/** localStorage: when the player put the tutorial off ("Later" or closing it), per player. */
export const tutorialLaterStorageKey = (steamid: SteamId) => `pug.tutorialLater.${steamid}`;

/**
 * What the page knows of the player's match day: nothing yet (the socket's `matchDay` has not come),
 * a match in the way (a prompt waiting on them, a live pug of theirs, a sub seat offered:
 * `matchDayInTheWay`, or an event that brought one since), or none.
 */
export type MatchDayKnown = 'unknown' | 'busy' | 'idle';

/**
 * Whether a match-day state has something the tutorial must not cover: a ready-up, map vote or
 * pick waiting on the player, their live pug, a sub seat they may take. Being queued alone is not:
 * the tutorial explains the queue, and the ready-up will say when it is their turn. `state` is the
 * socket's `MatchDayPayload` (contracts/realtime.ts).
 */
export function matchDayInTheWay(state: { queues: readonly { prompt: string | null }[]; pug: object | null; subSeats: number }): boolean {
  return state.pug !== null || state.subSeats > 0 || state.queues.some((queue) => queue.prompt !== null);
}

/** Whether a path is a pug's own page (`/pugs/<id>`), where a match is followed. */
export const isPugPagePath = (pathname: string) => /^\/pugs\/[^/]+/.test(pathname);

/**
 * Whether the tutorial, wanted for this player (globalOverlay's `tutorial`), may open now. Never
 * over a match: not before the page knows the player has nothing under way, not while they have
 * (a ready-up, a map vote, a pick, a live pug, a sub seat), not on a pug's page; not on their own
 * profile (it sends them there to declare mains); not within TUTORIAL_LATER_MS of their "Later".
 */
export function tutorialMayOpen(opts: { matchDay: MatchDayKnown; pathname: string; steamid: SteamId; laterAt: Timestamp | null; now: Timestamp }): boolean {
  if (opts.matchDay !== 'idle') return false;
  if (isPugPagePath(opts.pathname) || opts.pathname.startsWith(`/players/${opts.steamid}`)) return false;
  return opts.laterAt === null || !(opts.now - opts.laterAt < TUTORIAL_LATER_MS && opts.now >= opts.laterAt);
}
