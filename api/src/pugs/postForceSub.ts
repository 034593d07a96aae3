/**
 * POST /api/forceSub/{id} {playerId} (admin): the seated player's seat needs a sub at once, no vote
 * (a player who is not showing up, say). Refused: not seated 404, a finished pug or a seat already
 * waiting for a sub 409. Audited; `pug/subRequested` announces the seat like any other.
 */
import { idParamsSchema } from '@pug/domain';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import type { Collections } from '../db/index.ts';
import { parseParams } from '../framework/validate.ts';
import type { PugService } from './pug-service.ts';
import type { BodyHandler } from '../framework/mount.ts';

export function postForceSub(pugs: PugService, deps: { collections: Collections; now: () => number }): BodyHandler<'forceSub'> {
  return async (ctx, { playerId }) => {
    const admin = sessionUser(ctx);
    const { id } = parseParams(ctx, idParamsSchema);
    const pug = await pugs.send(id, () => ({ type: 'FORCE_SUB', target: playerId }));
    const user = await deps.collections.users.findOne({ _id: playerId }, { projection: { alias: 1 } });
    await recordAdminAction(deps, admin, {
      action: 'forceSub',
      target: { kind: 'player', id: playerId, label: user?.alias ?? playerId },
      details: { pugId: id, queueName: pug.queueName, map: pug.map },
    });
    ctx.body = pug;
  };
}
