import type { Pug, QueuesResponse } from '@pug/domain';
import type { ApiClient } from '@pug/platform';
import type { LobbySnapshot } from './lobbyState.ts';

const LIVE_PHASES = new Set<Pug['phase']>(['Pregame', 'Playing']);

/** Whether a pug is still being played (the current pugs list). */
const isLivePug = (pug: Pick<Pug, 'phase'>) => LIVE_PHASES.has(pug.phase);

/**
 * GET /api/queues, and the pugs still running (POST /api/pugHistoryDict, newest first); a failure
 * of the second leaves the list empty rather than the lobby unusable.
 */
export async function loadLobby(api: ApiClient): Promise<LobbySnapshot> {
  const [queues, pugs] = await Promise.all([
    api.get<QueuesResponse>('/api/queues'),
    api.post<Pug[]>('/api/pugHistoryDict', { keys: [], ids: [], maps: [], users: [] }, { silent: true }).catch(() => [] as Pug[]),
  ]);
  return { queues, livePugs: (Array.isArray(pugs) ? pugs : []).filter(isLivePug), at: Date.now() };
}
