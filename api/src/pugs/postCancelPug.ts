/**
 * POST /api/pug/{id}/cancel {reason} (admin): calls a pug off (Pregame or Playing): it ends with
 * no result and no elo change, its server is released, its players are free to queue again and
 * are told why. The game-server feature cancels a pug that found no server the same way.
 */
import { idParamsSchema } from '@pug/domain';
import { pugTarget, recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import type { Collections } from '../db/index.ts';
import { parseParams } from '../framework/validate.ts';
import type { PugService } from './pug-service.ts';
import type { BodyHandler } from '../framework/mount.ts';

export function postCancelPug(pugs: PugService, deps: { collections: Collections; now: () => number }): BodyHandler<'cancelPug'> {
  return async (ctx, { reason }) => {
    const admin = sessionUser(ctx);
    const { id } = parseParams(ctx, idParamsSchema);
    const pug = await pugs.cancel(id, `${reason} (cancelled by ${admin.alias})`);
    await recordAdminAction(deps, admin, {
      action: 'cancelPug',
      target: pugTarget(pug),
      reason,
      details: { queueName: pug.queueName, map: pug.map },
    });
    ctx.body = pug;
  };
}
