/**
 * GET /api/customSeason/:id/approve (admin) — approve a pending custom season: it then counts like
 * a league season (base elo, docs/product.md "Constants"). Answers the approved season; 409 when it already was.
 */
import { idParamsSchema, type CustomSeason } from '@pug/domain';
import type { Middleware } from 'koa';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import { conflict, notFound } from '../framework/errors.ts';
import { parseParams } from '../framework/validate.ts';
import { notifyUsers } from '../notifications/notify.ts';
import { recomputeSeasonEffects } from './player-seasons.ts';
import { publishIfNoRequestWaits } from './xp-requests-handled.ts';
import type { SeasonRouteDeps } from './season-routes-deps.ts';

export function getApproveCustomSeason(deps: SeasonRouteDeps): Middleware {
  return async (ctx) => {
    const admin = sessionUser(ctx);
    const { id } = parseParams(ctx, idParamsSchema);
    const season = await deps.collections.customSeasons.findOneAndUpdate(
      { _id: id, approved: false },
      { $set: { approved: true, approvedBy: admin.steamid } },
      { returnDocument: 'after' },
    );
    if (!season) {
      const exists = await deps.collections.customSeasons.findOne({ _id: id }, { projection: { _id: 1 } });
      throw exists ? conflict('This season is already approved') : notFound('No such custom season');
    }
    const owner = await deps.collections.users.findOne({ _id: season.steamid }, { projection: { alias: 1 } });
    await recordAdminAction(deps, admin, {
      action: 'approveCustomSeason',
      target: { kind: 'customSeason', id, label: owner?.alias ?? season.steamid },
      details: { formatName: season.formatName, divisionName: season.divisionName, role: season.role },
    });
    await recomputeSeasonEffects(deps.collections, season.steamid);
    await notifyUsers(deps, [season.steamid], {
      msg: `Your ${season.formatName} ${season.divisionName} season was approved`,
      variant: 'success',
      url: `/players/${season.steamid}`,
    });
    await deps.userChanged(season.steamid);
    await publishIfNoRequestWaits(deps);
    const answer: CustomSeason & { _id: string } = {
      _id: season._id,
      teamUrl: season.teamUrl,
      role: season.role,
      formatName: season.formatName,
      divisionName: season.divisionName,
      steamid: season.steamid,
      seasonId: season.seasonId,
      startedAt: season.startedAt,
      leftAt: season.leftAt ?? null,
      approved: true,
    };
    ctx.body = answer;
  };
}
