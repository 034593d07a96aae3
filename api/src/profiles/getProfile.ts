/** GET /api/profile/:id — a player's profile (seasons, elos, stats, links); 404 for an unknown player. */
import { steamIdParamsSchema } from '@pug/domain';
import type { Middleware } from 'koa';
import { notFound } from '../framework/errors.ts';
import { parseParams } from '../framework/validate.ts';
import { profileOf, type ProfileDeps } from './profile-view.ts';

export function getProfile(deps: ProfileDeps): Middleware {
  return async (ctx) => {
    const { id } = parseParams(ctx, steamIdParamsSchema);
    const user = await deps.collections.users.findOne({ _id: id });
    if (!user) throw notFound(`No player with the Steam ID ${id} has played here`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await profileOf(deps, user, ctx.state.user);
  };
}
