/**
 * POST /api/customSeason — request (or fix) custom season experience (docs/product.md "Rules", "Validation", "HTTP routes"). A player
 * requests for themselves, an admin for anyone; a saved season is edited by its owner while it is
 * pending, or by an admin (docs/product.md "Permissions"). A team URL pointing at the site itself is refused (400). New requests wait for an admin (PENDING) and admins are told.
 * Answers the owner's refreshed profile (avatar, alias, rankings, elos, baseElos, currentSeason,
 * disciplineHistory, seasons).
 */
import { randomUUID } from 'node:crypto';
import { canEditCustomSeason, TEAM_URL_ON_SITE_MESSAGE, teamUrlPointsAtSite } from '@pug/domain';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { isDuplicateKey } from '../db/errors.ts';
import { assertActsFor, sessionUser } from '../auth/guards.ts';
import { badRequest, conflict, forbidden, notFound } from '../framework/errors.ts';
import { adminNoticeKeys, notifyAdminsCollapsed } from '../notifications/notify.ts';
import { profileOf } from '../profiles/index.ts';
import { recomputeSeasonEffects } from './player-seasons.ts';
import { duplicateSeason, insertCustomSeasonRequest, requestKeyOf } from './request-limits.ts';
import type { SeasonRouteDeps } from './season-routes-deps.ts';
import type { BodyHandler } from '../framework/mount.ts';

export function postCustomSeason(deps: SeasonRouteDeps): BodyHandler<'customSeason'> {
  return async (ctx, input) => {
    const viewer = sessionUser(ctx);
    const { _id, ...body } = input;
    assertActsFor(viewer, body.steamid);
    // The admin opens the team page from the Experience requests page: never a link back into the site.
    if (teamUrlPointsAtSite(body.teamUrl, [...deps.siteOrigins, `${ctx.protocol}://${ctx.host}`]))
      throw badRequest(`Invalid body: teamUrl: ${TEAM_URL_ON_SITE_MESSAGE}`);
    const owner = await deps.collections.users.findOne({ _id: body.steamid });
    if (!owner) throw notFound(`No player ${body.steamid}`);
    const fields = {
      teamUrl: body.teamUrl,
      seasonId: body.seasonId,
      startedAt: body.startedAt,
      leftAt: body.leftAt ?? null,
      formatName: body.formatName,
      role: body.role,
      divisionName: body.divisionName,
    };

    if (_id) {
      const existing = await deps.collections.customSeasons.findOne({ _id });
      if (!existing || existing.steamid !== body.steamid) throw notFound('No such custom season');
      if (!canEditCustomSeason(viewer, existing))
        throw forbidden(existing.approved ? 'An approved season can only be changed by an admin' : 'You can only edit your own seasons');
      const res = await deps.collections.customSeasons
        .updateOne({ _id, approved: existing.approved }, { $set: { ...fields, requestKey: requestKeyOf({ steamid: body.steamid, ...fields }) } })
        .catch((error: unknown) => {
          throw isDuplicateKey(error) ? duplicateSeason() : error;
        });
      if (res.matchedCount === 0) throw conflict('The season changed meanwhile; reload and try again');
      if (viewer.steamid !== body.steamid) {
        await recordAdminAction(deps, viewer, {
          action: 'editCustomSeason',
          target: { kind: 'customSeason', id: _id, label: owner.alias },
          details: { divisionName: fields.divisionName, role: fields.role, formatName: fields.formatName },
        });
      }
    } else {
      const id = randomUUID();
      await insertCustomSeasonRequest(deps, { _id: id, steamid: body.steamid, ...fields, approved: false, requestedAt: deps.now() });
      if (viewer.steamid !== body.steamid) {
        await recordAdminAction(deps, viewer, {
          action: 'editCustomSeason',
          target: { kind: 'customSeason', id, label: owner.alias },
          details: { created: true, divisionName: fields.divisionName, role: fields.role, formatName: fields.formatName },
        });
      }
      await notifyAdminsCollapsed(deps, {
        key: adminNoticeKeys.xpRequests,
        variant: 'info',
        url: '/admin/xp-requests',
        msg: (count) =>
          count === 1 ? `${owner.alias} requests custom experience: ${fields.formatName} ${fields.divisionName}` : `${count} new experience requests`,
      });
    }
    await recomputeSeasonEffects(deps.collections, body.steamid);
    await deps.userChanged(body.steamid);
    const fresh = await deps.collections.users.findOne({ _id: body.steamid });
    ctx.body = await profileOf(deps.profile, fresh ?? owner, viewer);
  };
}
