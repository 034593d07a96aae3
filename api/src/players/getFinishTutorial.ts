import { missingMainSeasonNames, tutorialBlockerMessage, tutorialBlockers } from '@pug/domain';
import type { Middleware } from 'koa';
import { sessionUser } from '../auth/guards.ts';
import type { Collections } from '../db/index.ts';
import { conflict, unauthorized } from '../framework/errors.ts';

/**
 * GET /api/finishTutorial: marks the signed-in player's tutorial complete, when the domain's rule
 * allows it (every season main declared and, where Discord linking is configured, Discord
 * verified); otherwise 409 saying what is missing. Finishing twice is fine.
 */
export function getFinishTutorial(deps: { collections: Collections; discordConfigured: boolean; onFinished(steamid: string): Promise<void> }): Middleware {
  return async (ctx) => {
    const { steamid } = sessionUser(ctx);
    const user = await deps.collections.users.findOne(
      { _id: steamid },
      { projection: { missingRoles: 1, isDiscordVerified: 1, completeTutorial: 1, playerHistory: 1 } },
    );
    if (!user) throw unauthorized('Not signed in');
    const blockers = tutorialBlockers({ missingRoles: user.missingRoles ?? [], isDiscordVerified: user.isDiscordVerified === true }, deps.discordConfigured);
    if (blockers.length)
      throw conflict(tutorialBlockerMessage(blockers, missingMainSeasonNames(user.missingRoles ?? [], user.playerHistory?.data ?? [])), 'TUTORIAL_INCOMPLETE');
    if (!user.completeTutorial) {
      await deps.collections.users.updateOne({ _id: steamid }, { $set: { completeTutorial: true } });
      await deps.onFinished(steamid);
    }
    ctx.body = { completeTutorial: true };
  };
}
