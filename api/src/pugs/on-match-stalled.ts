/**
 * `match/silent` and `match/overlong` (servers/live-pug-watch.ts, once per pug): every admin gets an
 * important notification linking the pug's page, where they can end it with the score so far
 * (postEndPugWithScore.ts) or without a result.
 */
import { pugLabel } from '@pug/domain';
import type { FeatureContext } from '../framework/feature.ts';
import type { Reaction } from '../framework/reactions.ts';
import { notifyAdmins } from '../notifications/notify.ts';
import type { PugService } from './pug-service.ts';

const minutes = (ms: number) => Math.round(ms / 60_000);

export function tellAdminsOfStalledPugs(ctx: FeatureContext, pugs: PugService): { silent: Reaction<'match/silent'>; overlong: Reaction<'match/overlong'> } {
  const tell = async (pugId: string, why: string) => {
    const pug = await pugs.get(pugId);
    const [blu, red] = pug.data.score ?? [0, 0];
    await notifyAdmins(
      { ...ctx, adminSteamids: ctx.config.auth.adminSteamids },
      {
        msg: `Pug ${pugLabel(pug)} (${pug.queueName}, ${pug.map}, ${pug.phase}, score ${blu}–${red}): ${why}. End it with the score so far, or without a result, on its page.`,
        variant: 'error',
        url: `/pugs/${pugId}`,
      },
    );
  };
  return {
    silent: ({ pugId, silentMs }) => tell(pugId, `its server sent no log line for ${minutes(silentMs)} min`),
    overlong: ({ pugId, ranMs }) => tell(pugId, `it started ${minutes(ranMs)} min ago and has no result`),
  };
}
