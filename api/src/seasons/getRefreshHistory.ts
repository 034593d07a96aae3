/**
 * GET /api/refreshHistory?id= — ask the league again for a player's seasons: the player
 * themselves (at most once a minute) or an admin. When the league is down, slow or answers
 * nonsense, the cached seasons stay and the answer says why (`leagueError`).
 */
import { refreshHistoryQuerySchema, type RefreshHistoryResponse } from '@pug/domain';
import type { Middleware } from 'koa';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { assertActsFor, sessionUser } from '../auth/guards.ts';
import { conflict, notFound } from '../framework/errors.ts';
import { parseWith } from '../framework/validate.ts';
import { profileOf } from '../profiles/index.ts';
import { refreshLeagueHistory } from './player-seasons.ts';
import type { SeasonRouteDeps } from './season-routes-deps.ts';

const OWN_REFRESH_INTERVAL_MS = 60_000;

export function getRefreshHistory(deps: SeasonRouteDeps): Middleware {
  return async (ctx) => {
    const viewer = sessionUser(ctx);
    const { id } = parseWith(refreshHistoryQuerySchema, ctx.query, 'query');
    assertActsFor(viewer, id);
    const before = await deps.collections.users.findOne({ _id: id }, { projection: { alias: 1, playerHistory: 1 } });
    if (!before) throw notFound(`No player ${id}`);
    if (!viewer.isAdmin && deps.leagueClient && deps.now() - (before.playerHistory?.lastUpdated ?? 0) < OWN_REFRESH_INTERVAL_MS) {
      throw conflict('Your seasons were refreshed less than a minute ago');
    }
    const outcome = await refreshLeagueHistory(deps, id);
    if (viewer.steamid !== id) {
      await recordAdminAction(deps, viewer, {
        action: 'refreshHistory',
        target: { kind: 'player', id, label: before.alias },
        details: { refreshed: outcome.refreshed, leagueError: outcome.leagueError },
      });
    }
    if (outcome.refreshed) await deps.userChanged(id);
    const user = await deps.collections.users.findOne({ _id: id });
    const body: RefreshHistoryResponse = { profile: await profileOf(deps.profile, user!, viewer), leagueError: outcome.leagueError };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
}
