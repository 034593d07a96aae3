/** `pug/subAccepted`: the player whose seat was taken is told, with a notification (stored, so it also shows on their next visit). */
import type { Reaction } from '../framework/reactions.ts';
import { notifyUsers, type NotifyDeps } from '../notifications/notify.ts';

export function tellSubbedOutPlayer(deps: NotifyDeps): Reaction<'pug/subAccepted'> {
  return async ({ pug, steamid, replacedBy }) => {
    const sub = await deps.collections.users.findOne({ _id: replacedBy }, { projection: { alias: 1 } });
    await notifyUsers(deps, [steamid], {
      msg: `You were subbed out of the ${pug.queueName} pug on ${pug.map}: ${sub?.alias ?? 'another player'} took your seat. You can queue again.`,
      variant: 'info',
      url: `/pugs/${pug._id}`,
    });
  };
}
