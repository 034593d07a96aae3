/**
 * GET /api/profile/:id — a player's profile (seasons, elos, stats, links); 404 for an unknown player.
 * `profileOf` is the profile as a given viewer sees it (ProfileResponse): public for everyone, a
 * little more for the owner and admins; the seasons' routes answer with it too.
 */
import { canEditSeasonMain, currentSeasonOf, mergeSeasonHistory, steamIdParamsSchema, type ProfileResponse, type SteamId } from '@pug/domain';
import type { Middleware } from 'koa';
import { notFound } from '../framework/errors.ts';
import { parseParams } from '../framework/validate.ts';
import type { Collections, UserDoc } from '../db/index.ts';
import { toDiscipline } from '../players/self-user.ts';
import type { SessionUser } from '../auth/guards.ts';

export function getProfile(deps: ProfileDeps): Middleware {
  return async (ctx) => {
    const { id } = parseParams(ctx, steamIdParamsSchema);
    const user = await deps.collections.users.findOne({ _id: id });
    if (!user) throw notFound(`No player with the Steam ID ${id} has played here`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await profileOf(deps, user, ctx.state.user);
  };
}

export interface ProfileDeps {
  collections: Collections;
  now: () => number;
  /** The league player page template (`{steamid}`), null when none. */
  leagueProfileUrl: string | null;
}

/** The profile of `user` for `viewer` (null: signed out). */
export async function profileOf(deps: ProfileDeps, user: UserDoc, viewer: SessionUser | undefined): Promise<ProfileResponse> {
  const steamid: SteamId = user.steamid;
  const privileged = canEditSeasonMain(viewer ?? null, steamid);
  const custom = await deps.collections.customSeasons.find({ steamid }).sort({ startedAt: -1 }).toArray();
  const league = user.playerHistory?.data ?? [];
  const seasons = mergeSeasonHistory(league, custom, privileged);
  const profile: ProfileResponse = {
    steamid,
    alias: user.alias,
    ...(user.avatar ? { avatar: user.avatar } : {}),
    ...(user.discordid ? { discordid: user.discordid } : {}),
    ...(user.isDummy ? { isDummy: true } : {}),
    hat: user.hat ?? null,
    elos: user.elos ?? {},
    baseElos: user.baseElos ?? {},
    rankings: user.rankings ?? {},
    pugCounts: user.pugCounts ?? {},
    seasons,
    currentSeason: currentSeasonOf(seasons, deps.now()),
    playerHistoryUpdated: user.playerHistory?.lastUpdated ?? 0,
    leagueProfileUrl: deps.leagueProfileUrl ? deps.leagueProfileUrl.replaceAll('{steamid}', steamid) : null,
    canEdit: privileged,
  };
  if (privileged) {
    const discipline = await deps.collections.discipline.find({ userId: steamid }).sort({ date: -1 }).toArray();
    profile.missingRoles = user.missingRoles ?? [];
    profile.preferences = user.preferences;
    profile.disciplineHistory = discipline.map(toDiscipline);
  }
  return profile;
}
