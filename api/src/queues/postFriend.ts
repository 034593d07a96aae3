/**
 * POST /api/markFriend {queueName, steamid | null} and POST /api/refuseFriend {queueName, medic}:
 * a queued medic marks a queued player as friend (or unmarks theirs), always as themselves; only
 * the marked friend refuses. The rules are the domain's (domain/src/lobby/friends.ts), applied
 * on the lobby's serial line like every lobby command (lobby.ts); a banned player is refused.
 */
import type { Collections } from '../db/index.ts';
import { sessionUser } from '../auth/guards.ts';
import type { Lobbies } from './lobbies.ts';
import { assertNotBanned } from '../players/standing.ts';
import type { BodyHandler } from '../framework/mount.ts';

interface Deps {
  collections: Collections;
  now: () => number;
}

export function postMarkFriend(lobbies: Lobbies, deps: Deps): BodyHandler<'markFriend'> {
  return async (ctx, body) => {
    const user = sessionUser(ctx);
    const lobby = lobbies.get(body.queueName);
    await assertNotBanned(deps.collections, user.steamid, deps.now());
    await lobby.send(() => ({ type: 'MARK_FRIEND', medic: user.steamid, friend: body.steamid }));
    ctx.body = lobby.wire();
  };
}

export function postRefuseFriend(lobbies: Lobbies, deps: Deps): BodyHandler<'refuseFriend'> {
  return async (ctx, body) => {
    const user = sessionUser(ctx);
    const lobby = lobbies.get(body.queueName);
    await assertNotBanned(deps.collections, user.steamid, deps.now());
    await lobby.send(() => ({ type: 'REFUSE_FRIEND', steamid: user.steamid, medic: body.medic }));
    ctx.body = lobby.wire();
  };
}
