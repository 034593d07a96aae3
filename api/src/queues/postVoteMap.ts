/** POST /api/voteMap {queueName, map}: the signed-in player's vote in their lobby's map vote (not when banned). */
import type { Collections } from '../db/index.ts';
import { sessionUser } from '../auth/guards.ts';
import type { Lobbies } from './lobbies.ts';
import { assertNotBanned } from '../players/standing.ts';
import type { BodyHandler } from '../framework/mount.ts';

export function postVoteMap(lobbies: Lobbies, deps: { collections: Collections; now: () => number }): BodyHandler<'voteMap'> {
  return async (ctx, body) => {
    const user = sessionUser(ctx);
    const lobby = lobbies.get(body.queueName);
    await assertNotBanned(deps.collections, user.steamid, deps.now());
    await lobby.send((now) => ({ type: 'VOTE_MAP', steamid: user.steamid, map: body.map, now }));
    ctx.body = lobby.wire();
  };
}
