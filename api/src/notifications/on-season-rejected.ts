/** `season/rejected`: the player is told their custom season request was rejected, and why. */
import type { EventBus } from '../framework/events.ts';
import { notifyUsers, type NotifyDeps } from './notify.ts';

export function tellPlayerOnSeasonRejected(events: EventBus, deps: NotifyDeps): void {
  events.on('season/rejected', 'notifications/on-season-rejected', ({ steamid, formatName, divisionName, reason }) =>
    notifyUsers(deps, [steamid], {
      msg: `Your ${formatName} ${divisionName} season request was rejected: ${reason}. You may send a corrected request.`,
      variant: 'warning',
      url: `/players/${steamid}`,
    }),
  );
}
