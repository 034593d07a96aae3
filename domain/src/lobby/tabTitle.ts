import type { SteamId } from '../entities.ts';
import type { QueuesResponse } from '../contracts/http.ts';
import type { QueueConfig } from '../formats/formats.ts';
import { seatedCount } from './selection.ts';

/** The site's name: the tab title of a page with no queue to count. */
export const SITE_TITLE = 'TF2 Pugs';

/**
 * The tab title of the lobby: the seats filled of the queue shown, "[10/12] TF2 Pugs", with the
 * same seating as the board (`seatedCount`); the bare site name when there is no such queue. Null
 * while the viewer is queued: then every page, the lobby too, shows what they are queued for,
 * "[10/12] Sixes · Medic" (`queuedTitle`, set by mf-queue's MatchDay, which a queued player's
 * pages always load), and the lobby page leaves the title to it.
 */
export function queueTabTitle(queues: QueuesResponse, viewer: SteamId | null, shown: string | null): string | null {
  if (viewer !== null && queues.some((q) => Object.hasOwn(q.state._queuePlayers, viewer))) return null;
  const queue = queues.find((q) => q.name === shown);
  if (!queue) return SITE_TITLE;
  const seated = seatedCount(queue.state, { roles: queue.state.roles as QueueConfig['roles'] });
  return `[${seated}/${queue.playersNeeded}] ${SITE_TITLE}`;
}
