/** `user/signedIn`: a stale league history is refreshed; when that changed the user, `user/changed`. */
import type { EventBus } from '../framework/events.ts';
import { refreshIfStale } from './player-seasons.ts';
import type { SeasonRouteDeps } from './season-routes-deps.ts';

export function refreshHistoryOnSignIn(events: EventBus, deps: SeasonRouteDeps): void {
  events.on('user/signedIn', 'seasons/on-user-signed-in', async ({ steamid }) => {
    const outcome = await refreshIfStale(deps, steamid);
    if (outcome.refreshed) await deps.userChanged(steamid);
  });
}
