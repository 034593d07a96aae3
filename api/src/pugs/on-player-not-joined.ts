/**
 * `match/notJoined` (servers/live-pug-watch.ts, once per player and pug): the seated player was not
 * on the server in time, so their seat needs a sub at once (REQUEST_SUB: the sub flow of a vote
 * that passed; pugUpdate to everyone). They and every admin are told why.
 */
import { isLivePhase, pugLabel } from '@pug/domain';
import type { FeatureContext } from '../framework/feature.ts';
import type { Reaction } from '../framework/reactions.ts';
import { notifyAdmins, notifyUsers } from '../notifications/notify.ts';
import type { PugService } from './pug-service.ts';

export function subPlayersNotOnServer(ctx: FeatureContext, pugs: PugService): Reaction<'match/notJoined'> {
  return async ({ pugId, steamid, waitedMs }) => {
    const doc = await pugs.get(pugId);
    if (doc.autoSubOff || !isLivePhase(doc.phase)) return; // turned off (or over) since the watch looked
    const pug = await pugs.send(pugId, () => ({ type: 'REQUEST_SUB', steamid }), { internal: true });
    const minutes = Math.round(waitedMs / 60_000);
    const user = await ctx.collections.users.findOne({ _id: steamid }, { projection: { alias: 1 } });
    await notifyUsers(ctx, [steamid], {
      msg: `You were not on the server of your pug on ${pug.map} ${minutes} min after it was ready: your seat was opened for a sub.`,
      variant: 'warning',
      url: `/pugs/${pugId}`,
    });
    await notifyAdmins(
      { ...ctx, adminSteamids: ctx.config.auth.adminSteamids },
      {
        msg: `${user?.alias ?? steamid} was not on the server of pug ${pugLabel(pug)} (${pug.map}) after ${minutes} min: a sub was requested automatically.`,
        variant: 'warning',
        url: `/pugs/${pugId}`,
      },
    );
  };
}
