/** `user/signedIn`: a stale league history is refreshed; when that changed the user, `user/changed`. */
import type { Reaction } from '../framework/reactions.ts';
import { refreshIfStale } from './player-seasons.ts';
import type { SeasonRouteDeps } from './season-routes-deps.ts';

export function refreshHistoryOnSignIn(deps: SeasonRouteDeps): Reaction<'user/signedIn'> {
  return async ({ steamid }) => {
    const outcome = await refreshIfStale(deps, steamid);
    if (outcome.refreshed) await deps.userChanged(steamid);
  };
}
