/** POST /api/voteMap {queueName, map}: the signed-in player's vote in their lobby's map vote (not when banned). */
import type { Middleware } from 'koa';
import type { Collections } from '../db/index.ts';
import { sessionUser } from '../auth/guards.ts';
import { parseBody } from '../framework/validate.ts';
import type { Lobbies } from './lobbies.ts';
import { assertNotBanned } from '../players/standing.ts';
import { voteMapBodySchema } from './schemas.ts';

export function postVoteMap(lobbies: Lobbies, deps: { collections: Collections; now: () => number }): Middleware {
  return async (ctx) => {
    const user = sessionUser(ctx);
    const body = parseBody(ctx, voteMapBodySchema);
    const lobby = lobbies.get(body.queueName);
    await assertNotBanned(deps.collections, user.steamid, deps.now());
    await lobby.send((now) => ({ type: 'VOTE_MAP', steamid: user.steamid, map: body.map, now }));
    ctx.body = lobby.wire();
  };
}
