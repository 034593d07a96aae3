import type { QueueConfig } from '../formats/formats.ts';
import type { SteamId } from '../entities.ts';
import type { QueuesResponse } from '../contracts/http.ts';
import { seatedCount } from './selection.ts';

/** The site's name: the tab title of a page with no queue to count. */
export const SITE_TITLE = 'TF2 Pugs';

/**
 * The tab title of the lobby: the seats filled of the queue the viewer is queued in (else the
 * queue shown), "[10/12] TF2 Pugs", with the same seating as the board (`seatedCount`); the bare
 * site name when there is no such queue.
 */
export function queueTabTitle(queues: QueuesResponse, viewer: SteamId | null, shown: string | null): string {
  const queue = queues.find((q) => viewer !== null && viewer in q.state._queuePlayers) ?? queues.find((q) => q.name === shown);
  if (!queue) return SITE_TITLE;
  const seated = seatedCount(queue.state, { roles: queue.state.roles as QueueConfig['roles'] });
  return `[${seated}/${queue.playersNeeded}] ${SITE_TITLE}`;
}
