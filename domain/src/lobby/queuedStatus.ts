/**
 * "You are queued, and for what" on every page (docs/decisions.md "Match day: every page knows"):
 * the header's pill and the tab's title, "[10/12] Sixes · Medic".
 */
import type { Queue, SteamId } from '../entities.ts';
import type { QueueConfig } from '../formats/formats.ts';
import { formatDisplayName } from '../formats/formats.ts';
import { roleDisplayName } from '../formats/roles.ts';
import { queuedRolesOf } from './roundPrompt.ts';
import { seatedCount } from './selection.ts';

/** "You are queued" for the header and the tab: the queue, its seats filled of needed, "Sixes · Medic". */
export interface QueuedStatus {
  queueName: string;
  seated: number;
  needed: number;
  /** The format and the classes queued for: "Sixes · Medic", "Highlander · Scout, Medic". */
  label: string;
}

type QueueView = Pick<QueueConfig, 'name' | 'format' | 'roles'> & { playersNeeded: number; state: Queue };

/** The first queue `viewer` is queued in, as the header and the tab title show it; null when none. */
export function queuedStatusOf(queues: readonly QueueView[], viewer: SteamId | null): QueuedStatus | null {
  for (const queue of queues) {
    const roles = queuedRolesOf(queue.state, viewer);
    if (roles.length === 0) continue;
    return {
      queueName: queue.name,
      seated: seatedCount(queue.state, { roles: queue.state.roles as QueueConfig['roles'] }),
      needed: queue.playersNeeded,
      label: `${formatDisplayName(queue.format)} · ${roles.map(roleDisplayName).join(', ')}`,
    };
  }
  return null;
}

/** The tab title of a queued player on any page: "[10/12] Sixes · Medic". */
export function queuedTitle(status: QueuedStatus): string {
  return `[${status.seated}/${status.needed}] ${status.label}`;
}
