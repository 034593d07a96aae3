/** `pug/subAccepted`: the player whose seat was taken is told, with a notification (stored, so it also shows on their next visit). */
import type { EventBus } from '../framework/events.ts';
import { notifyUsers, type NotifyDeps } from '../notifications/notify.ts';

export function tellSubbedOutPlayer(events: EventBus, deps: NotifyDeps): void {
  events.on('pug/subAccepted', 'pugs/on-sub-accepted', async ({ pug, steamid, replacedBy }) => {
    const sub = await deps.collections.users.findOne({ _id: replacedBy }, { projection: { alias: 1 } });
    await notifyUsers(deps, [steamid], {
      msg: `You were subbed out of the ${pug.queueName} pug on ${pug.map}: ${sub?.alias ?? 'another player'} took your seat. You can queue again.`,
      variant: 'info',
      url: `/pugs/${pug._id}`,
    });
  });
}
