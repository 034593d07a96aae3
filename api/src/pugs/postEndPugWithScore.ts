/**
 * POST /api/pug/{id}/endWithScore {score} (admin): ends a pug being played whose log never said
 * the game was over with the live score as its result. Elo applies as for a
 * played match (docs/decisions.md "Live pug timeouts"); the pug's page says an admin ended it
 * with the score so far. 409 when the pug is not being played or its score is no longer `score`.
 */
import { idParamsSchema } from '@pug/domain';
import { pugTarget, recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import type { Collections } from '../db/index.ts';
import { conflict } from '../framework/errors.ts';
import { parseParams } from '../framework/validate.ts';
import type { PugService } from './pug-service.ts';
import type { BodyHandler } from '../framework/mount.ts';

export function postEndPugWithScore(pugs: PugService, deps: { collections: Collections; now: () => number }): BodyHandler<'endPugWithScore'> {
  return async (ctx, { score }) => {
    const admin = sessionUser(ctx);
    const { id } = parseParams(ctx, idParamsSchema);
    const doc = await pugs.get(id);
    if (doc.phase !== 'Playing') throw conflict(`Only a pug being played can end with its score (this one is ${doc.phase})`);
    const [blu, red] = doc.data.score ?? [0, 0];
    if (blu !== score[0] || red !== score[1]) throw conflict(`The score is now ${blu}–${red}: check it and try again`);
    const reason = `Ended by ${admin.alias ?? 'an admin'} with the score so far, ${blu}–${red} (the server's log had no game over)`;
    const pug = await pugs.send(id, (now) => ({ type: 'COMPLETE', now, score: [blu, red], byAdmin: { reason } }));
    await recordAdminAction(deps, admin, {
      action: 'endPugWithScore',
      target: pugTarget(pug),
      details: { queueName: pug.queueName, map: pug.map, score: `${blu}-${red}` },
    });
    ctx.body = pug;
  };
}
