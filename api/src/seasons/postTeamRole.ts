/**
 * POST /api/teamRole {userId, role, seasonId, joinAt, _id} — declare the main of a season
 * (docs/product.md "Validation", "Select your main": a class, or Roster Rider). Own seasons only; admins any (docs/product.md "Permissions"); the
 * class must be one of the season's format; an approved custom season's class only an admin
 * changes (audited), as its edit route rules. Answers the player's refreshed profile.
 */
import { canEditCustomSeason, canEditSeasonMain, isValidMainFor, roleDisplayName } from '@pug/domain';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import { badRequest, conflict, forbidden, notFound } from '../framework/errors.ts';
import { profileOf } from '../profiles/index.ts';
import { recomputeSeasonEffects } from './player-seasons.ts';
import type { SeasonRouteDeps } from './season-routes-deps.ts';
import type { BodyHandler } from '../framework/mount.ts';

export function postTeamRole(deps: SeasonRouteDeps): BodyHandler<'teamRole'> {
  return async (ctx, body) => {
    const viewer = sessionUser(ctx);
    if (!canEditSeasonMain(viewer, body.userId)) throw forbidden('You can only declare the mains of your own seasons');
    const user = await deps.collections.users.findOne({ _id: body.userId });
    if (!user) throw notFound(`No player ${body.userId}`);
    const index = user.playerHistory?.data.findIndex((s) => s._id === body._id) ?? -1;
    const item = index >= 0 ? user.playerHistory.data[index] : undefined;
    const custom = item ? null : await deps.collections.customSeasons.findOne({ _id: body._id, steamid: body.userId });
    const season = item ?? custom;
    if (!season) throw notFound('No such season on this player’s history');
    // The custom season edit rule (postCustomSeason.ts): an approved one's class moves its base elo, only an admin changes it.
    if (custom && !canEditCustomSeason(viewer, custom)) throw forbidden('An approved season can only be changed by an admin');
    if (season.seasonId !== body.seasonId) throw badRequest('Invalid body: seasonId: does not match the season');
    if (!isValidMainFor(season.formatName, body.role))
      throw badRequest(`Invalid body: role: ${roleDisplayName(body.role)} is not a class of ${season.formatName}`);
    if (item) {
      // Conditional on the season still being at that place (a league refresh may have rewritten the list).
      const res = await deps.collections.users.updateOne(
        { _id: body.userId, [`playerHistory.data.${index}._id`]: body._id },
        { $set: { [`playerHistory.data.${index}.role`]: body.role } },
      );
      if (res.matchedCount === 0) throw conflict('The season history changed meanwhile; reload and try again');
    } else {
      // Conditional on the approval read above (an approval meanwhile makes it the admins' to change).
      const res = await deps.collections.customSeasons.updateOne({ _id: body._id, approved: custom!.approved }, { $set: { role: body.role } });
      if (res.matchedCount === 0) throw conflict('The season changed meanwhile; reload and try again');
    }
    if (viewer.steamid !== body.userId || custom?.approved) {
      await recordAdminAction(deps, viewer, {
        action: 'setSeasonMain',
        target: { kind: 'player', id: body.userId, label: user.alias },
        details: { season: body._id, role: body.role, previous: season.role || null },
      });
    }
    await recomputeSeasonEffects(deps.collections, body.userId);
    await deps.userChanged(body.userId);
    const fresh = await deps.collections.users.findOne({ _id: body.userId });
    ctx.body = await profileOf(deps.profile, fresh ?? user, viewer);
  };
}
