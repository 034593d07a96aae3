/** `server/noServerTimeout`: the pug is cancelled (its players are told why) and every admin hears no server was free. */
import { pugLabel } from '@pug/domain';
import type { FeatureContext } from '../framework/feature.ts';
import type { Reaction } from '../framework/reactions.ts';
import { notifyAdmins } from '../notifications/notify.ts';
import type { PugService } from './pug-service.ts';

export function cancelPugWithoutServer(ctx: FeatureContext, pugs: PugService): Reaction<'server/noServerTimeout'> {
  return async ({ pugId, waitedMs }) => {
    const minutes = Math.round(waitedMs / 60_000);
    const pug = await pugs.cancel(pugId, `no game server was free after ${minutes} minute${minutes === 1 ? '' : 's'}`, 'site');
    await notifyAdmins(
      { ...ctx, adminSteamids: ctx.config.auth.adminSteamids },
      {
        msg: `Pug ${pugLabel(pug)} (${pug.queueName}, ${pug.map}) was cancelled: no game server was free after ${minutes} min. Add or fix a server.`,
        variant: 'error',
        url: '/admin/servers',
      },
    );
  };
}
