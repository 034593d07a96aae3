/** `season/rejected`: the player is told their custom season request was rejected, and why. */
import type { Reaction } from '../framework/reactions.ts';
import { notifyUsers, type NotifyDeps } from './notify.ts';

export function tellPlayerOnSeasonRejected(deps: NotifyDeps): Reaction<'season/rejected'> {
  return ({ steamid, formatName, divisionName, reason }) =>
    notifyUsers(deps, [steamid], {
      msg: `Your ${formatName} ${divisionName} season request was rejected: ${reason}. You may send a corrected request.`,
      variant: 'warning',
      url: `/players/${steamid}`,
    });
}
