/** POST /api/captain/ {steamid, shouldCaptain, queueName} (admin): flag a player as a captain candidate. */
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import type { Collections } from '../db/index.ts';
import type { Lobbies } from './lobbies.ts';
import { loadUser } from '../players/standing.ts';
import type { BodyHandler } from '../framework/mount.ts';

export function postCaptain(lobbies: Lobbies, deps: { collections: Collections; now: () => number }): BodyHandler<'captain'> {
  const { collections } = deps;
  return async (ctx, body) => {
    const admin = sessionUser(ctx);
    const lobby = lobbies.get(body.queueName);
    const player = await loadUser(collections, body.steamid);
    await collections.users.updateOne({ _id: body.steamid }, { $set: { shouldCaptain: body.shouldCaptain } });
    await lobby.send(() => ({ type: 'SET_CAPTAIN', steamid: body.steamid, shouldCaptain: body.shouldCaptain }));
    await recordAdminAction(deps, admin, {
      action: 'setCaptain',
      target: { kind: 'player', id: player.steamid, label: player.alias },
      details: { queueName: body.queueName, shouldCaptain: body.shouldCaptain },
    });
    ctx.body = lobby.wire();
  };
}
