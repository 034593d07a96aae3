/**
 * POST /api/customSeason/:id/reject (admin) — reject a pending custom season with a reason: the
 * request is removed (it leaves the Experience requests list, and the player may ask again, fixed),
 * the rejection is audited and published as `season/rejected` (the player is told the reason).
 * 404 for no such request; 409 when it was approved meanwhile.
 */
import { idParamsSchema } from '@pug/domain';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import { conflict, notFound } from '../framework/errors.ts';
import { parseParams } from '../framework/validate.ts';
import { recomputeSeasonEffects } from './player-seasons.ts';
import { publishIfNoRequestWaits } from './xp-requests-handled.ts';
import type { SeasonRouteDeps } from './season-routes-deps.ts';
import type { BodyHandler } from '../framework/mount.ts';

export function postRejectCustomSeason(deps: SeasonRouteDeps): BodyHandler<'rejectCustomSeason'> {
  return async (ctx, { reason }) => {
    const admin = sessionUser(ctx);
    const { id } = parseParams(ctx, idParamsSchema);
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
