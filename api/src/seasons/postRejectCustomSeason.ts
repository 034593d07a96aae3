/**
 * POST /api/customSeason/:id/reject (admin) — reject a pending custom season with a reason: the
 * request is removed (it leaves the Experience requests list, and the player may ask again, fixed),
 * the rejection is audited and published as `season/rejected` (the player is told the reason).
 * 404 for no such request; 409 when it was approved meanwhile.
 */
import { idParamsSchema, routeBodies } from '@pug/domain';
import type { Middleware } from 'koa';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import { conflict, notFound } from '../framework/errors.ts';
import { parseBody, parseParams } from '../framework/validate.ts';
import { recomputeSeasonEffects } from './player-seasons.ts';
import { publishIfNoRequestWaits } from './xp-requests-handled.ts';
import type { SeasonRouteDeps } from './season-routes-deps.ts';

export function postRejectCustomSeason(deps: SeasonRouteDeps): Middleware {
  return async (ctx) => {
    const admin = sessionUser(ctx);
    const { id } = parseParams(ctx, idParamsSchema);
    const { reason } = parseBody(ctx, routeBodies.rejectCustomSeason);
    const season = await deps.collections.customSeasons.findOneAndDelete({ _id: id, approved: false });
    if (!season) {
      const exists = await deps.collections.customSeasons.findOne({ _id: id }, { projection: { _id: 1 } });
      throw exists ? conflict('This season is already approved') : notFound('No such custom season');
    }
    const owner = await deps.collections.users.findOne({ _id: season.steamid }, { projection: { alias: 1 } });
    await recordAdminAction(deps, admin, {
      action: 'rejectCustomSeason',
      target: { kind: 'customSeason', id, label: owner?.alias ?? season.steamid },
      reason,
      details: { formatName: season.formatName, divisionName: season.divisionName, role: season.role, teamUrl: season.teamUrl },
    });
    await recomputeSeasonEffects(deps.collections, season.steamid);
    await deps.events.publish('season/rejected', {
      steamid: season.steamid,
      formatName: season.formatName,
      divisionName: season.divisionName,
      reason,
    });
    await deps.userChanged(season.steamid);
    await publishIfNoRequestWaits(deps);
    ctx.body = { ok: true };
  };
}
