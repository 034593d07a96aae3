/**
 * POST /api/pug/{id}/autoSub {enabled} (admin): turns the automatic sub of a live pug on or off
 * (a seated player not on the server JOIN_DEADLINE_MS after it was ready gets a sub: on-player-not-joined.ts).
 * Stored on the pug, so every api process and a reload see it. 409 when the pug is over.
 */
import { idParamsSchema } from '@pug/domain';
import { pugTarget, recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import type { Collections } from '../db/index.ts';
import { conflict } from '../framework/errors.ts';
import { parseParams } from '../framework/validate.ts';
import type { PugService } from './pug-service.ts';
import type { BodyHandler } from '../framework/mount.ts';

export function postPugAutoSub(pugs: PugService, deps: { collections: Collections; now: () => number }): BodyHandler<'pugAutoSub'> {
  return async (ctx, { enabled }) => {
    const admin = sessionUser(ctx);
    const { id } = parseParams(ctx, idParamsSchema);
    const doc = await pugs.get(id);
    const pug = await pugs.setOutsideMachine(id, {}, { autoSubOff: !enabled });
    if (!pug) throw conflict(`The pug is already ${doc.phase}`);
    await recordAdminAction(deps, admin, {
      action: 'setPugAutoSub',
      target: pugTarget(pug),
      details: { enabled },
    });
    ctx.body = pug;
  };
}
