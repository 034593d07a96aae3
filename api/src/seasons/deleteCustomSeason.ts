/** DELETE /api/customSeason/:id — its owner or an admin removes a custom season (pending or approved); answers the owner's profile. */
import { idParamsSchema } from '@pug/domain';
import type { Middleware } from 'koa';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { assertActsFor, sessionUser } from '../auth/guards.ts';
import { notFound } from '../framework/errors.ts';
import { parseParams } from '../framework/validate.ts';
import { profileOf } from '../profiles/index.ts';
import { recomputeSeasonEffects } from './player-seasons.ts';
import type { SeasonRouteDeps } from './season-routes-deps.ts';

export function deleteCustomSeason(deps: SeasonRouteDeps): Middleware {
  return async (ctx) => {
    const viewer = sessionUser(ctx);
    const { id } = parseParams(ctx, idParamsSchema);
    const season = await deps.collections.customSeasons.findOne({ _id: id });
    if (!season) throw notFound('No such custom season');
    assertActsFor(viewer, season.steamid);
    await deps.collections.customSeasons.deleteOne({ _id: id });
    const owner = await deps.collections.users.findOne({ _id: season.steamid });
    if (viewer.steamid !== season.steamid) {
      await recordAdminAction(deps, viewer, {
        action: 'deleteCustomSeason',
        target: { kind: 'customSeason', id, label: owner?.alias ?? season.steamid },
        details: { formatName: season.formatName, divisionName: season.divisionName, approved: season.approved },
      });
    }
    await recomputeSeasonEffects(deps.collections, season.steamid);
    await deps.userChanged(season.steamid);
    ctx.body = owner ? await profileOf(deps.profile, (await deps.collections.users.findOne({ _id: season.steamid })) ?? owner, viewer) : { ok: true };
  };
}
