/**
 * GET /api/pugStats/{steamid}: a player's pug record per format and class (docs/product.md "Entities" "Role
 * stats": w, l, recentPugs, winStreak, division) with their elos and pug counts.
 */
import { steamIdSchema } from '@pug/domain';
import type { Middleware } from 'koa';
import { z } from 'zod';
import type { Collections } from '../db/index.ts';
import { parseParams } from '../framework/validate.ts';
import { loadUser } from '../players/standing.ts';

const paramsSchema = z.object({ id: steamIdSchema });

export function getPugStats(collections: Collections): Middleware {
  return async (ctx) => {
    const { id } = parseParams(ctx, paramsSchema);
    const user = await loadUser(collections, id);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { steamid: user.steamid, elos: user.elos ?? {}, stats: user.rankings ?? {}, pugCounts: user.pugCounts ?? {} };
  };
}
