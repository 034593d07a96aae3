/** GET /api/profile/:id/elo?format=&role= — the elo over time in one class (eloHistory, `by_player_class` index), oldest first. */
import { ELO_HISTORY_POINTS, eloHistoryQuerySchema, steamIdParamsSchema, type EloHistoryResponse } from '@pug/domain';
import type { Middleware } from 'koa';
import type { Collections } from '../db/index.ts';
import { parseParams, parseWith } from '../framework/validate.ts';

export function getPlayerElo(collections: Collections): Middleware {
  return async (ctx) => {
    const { id } = parseParams(ctx, steamIdParamsSchema);
    const { format, role } = parseWith(eloHistoryQuerySchema, ctx.query, 'query');
    const docs = await collections.eloHistory
      .find({ steamid: id, format, role }, { sort: { at: -1 }, limit: ELO_HISTORY_POINTS, projection: { at: 1, to: 1, pugId: 1 } })
      .toArray();
    const body: EloHistoryResponse = docs.reverse().map((d) => ({ at: d.at, elo: d.to, pugId: d.pugId }));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
}
