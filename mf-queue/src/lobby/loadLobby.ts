import { isLivePhase, LIVE_PHASES, pathOf, type Pug, type QueuesResponse, routes } from '@pug/domain';
import type { ApiClient } from '@pug/platform';
import type { LobbySnapshot } from './lobbyState.ts';

/**
 * GET /api/queues, and the pugs still running (POST /api/pugHistoryDict for the live phases only,
 * newest first: not the last hundred pugs, 141 KB of JSON on a busy site); a failure
 * of the second leaves the list empty rather than the lobby unusable.
 */
export async function loadLobby(api: ApiClient): Promise<LobbySnapshot> {
  const [queues, pugs] = await Promise.all([
    api.get<QueuesResponse>(pathOf(routes.queues)),
    api.post<Pug[]>(pathOf(routes.pugHistoryDict), { keys: [], ids: [], maps: [], users: [], phases: LIVE_PHASES }, { silent: true }).catch(() => [] as Pug[]),
  ]);
  return { queues, livePugs: (Array.isArray(pugs) ? pugs : []).filter((pug) => isLivePhase(pug.phase)), at: Date.now() };
}
