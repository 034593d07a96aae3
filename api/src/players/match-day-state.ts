/**
 * `matchDay` to each new socket of a signed-in player (docs/decisions.md "Match day: every page
 * knows"): the queues they are in and the prompt waiting there, their live pug, the sub seats they
 * may take (domain `matchDayOf`). A page loaded anywhere (a reload on a profile, a new tab, a link)
 * learns from it whether to load the round prompts, instead of waiting for an event it may never
 * see: the ready-up's 60 s would run out first. Sent to that socket only, on every (re)connect.
 */
import { matchDayOf, type MatchDayPayload, type Pug, type Queue, type SteamId, type YourPickPayload } from '@pug/domain';
import type { Collections } from '../db/index.ts';
import type { Feature } from '../framework/feature.ts';
import type { Logger } from '../framework/logger.ts';
import type { PugSocket } from '../framework/sockets.ts';
import { isBanned } from './standing.ts';

/** Where the state comes from (features.ts passes the queues' lobbies and the pugs feature's live pugs). */
export interface MatchDaySources {
  /** Every lobby's wire state and the pick a draft waits on now, if any. */
  lobbies(now: number): { state: Queue; offer: YourPickPayload | null }[];
  livePugs(): Promise<Pug[]>;
}

interface MatchDayDeps {
  collections: Collections;
  logger: Logger;
  now: () => number;
}

/** The player's state now, read as a freshly loaded page needs it. */
async function matchDayStateOf(deps: MatchDayDeps, sources: MatchDaySources, steamid: SteamId): Promise<MatchDayPayload> {
  const now = deps.now();
  const lobbies = sources.lobbies(now);
  const [pugs, banned] = await Promise.all([sources.livePugs(), isBanned(deps.collections, steamid, now)]);
  const offers = lobbies.flatMap(({ offer }) => (offer ? [offer] : []));
  return matchDayOf(
    steamid,
    lobbies.map(({ state }) => state),
    offers,
    pugs,
    banned,
  );
}

/** The feature that answers each new signed-in socket with its player's match-day state. */
export function matchDayFeature(deps: MatchDayDeps, sources: MatchDaySources): Feature {
  return {
    name: 'match-day',
    onSocket(socket: PugSocket) {
      const steamid = socket.data.steamid;
      if (!steamid) return;
      matchDayStateOf(deps, sources, steamid).then(
        (state) => {
          if (socket.connected) socket.emit('matchDay', state);
        },
        (err: unknown) => deps.logger.warn({ err, steamid }, 'could not read the match-day state of a new socket'),
      );
    },
  };
}
