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
import { missingClassesText, waitingFor } from './waitingFor.ts';

/** "You are queued" for the header and the tab: the queue, its seats filled of needed, "Sixes · Medic". */
export interface QueuedStatus {
  queueName: string;
  seated: number;
  needed: number;
  /** The format and the classes queued for: "Sixes · Medic", "Highlander · Scout, Medic". */
  label: string;
  /**
   * While the queue waits for players and is close to full (`TITLE_MISSING_MAX` seats open or fewer):
   * the classes it still misses, "1 medic, 1 demoman" (waitingFor.ts); '' otherwise.
   */
  missing: string;
}

/** Open seats up to which the tab title names the missing classes (more would not fit a tab). */
export const TITLE_MISSING_MAX = 3;

type QueueView = Pick<QueueConfig, 'name' | 'format' | 'roles'> & { playersNeeded: number; state: Queue };

/** The first queue `viewer` is queued in, as the header and the tab title show it; null when none. */
export function queuedStatusOf(queues: readonly QueueView[], viewer: SteamId | null): QueuedStatus | null {
  for (const queue of queues) {
    const roles = queuedRolesOf(queue.state, viewer);
    if (roles.length === 0) continue;
    const config = { roles: queue.state.roles as QueueConfig['roles'] };
    const missing = queue.state.phase === 'Waiting For Players' ? waitingFor(queue.state, config) : [];
    const open = missing.reduce((n, m) => n + m.count, 0);
    return {
      queueName: queue.name,
      seated: seatedCount(queue.state, config),
      needed: queue.playersNeeded,
      label: `${formatDisplayName(queue.format)} · ${roles.map(roleDisplayName).join(', ')}`,
      missing: open <= TITLE_MISSING_MAX ? missingClassesText(missing) : '',
    };
  }
  return null;
}

/** The tab title of a queued player on any page: "[10/12] Sixes · Medic · waiting for 1 medic, 1 demoman". */
export function queuedTitle(status: QueuedStatus): string {
  return `[${status.seated}/${status.needed}] ${status.label}${status.missing ? ` · waiting for ${status.missing}` : ''}`;
}
