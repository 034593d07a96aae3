/**
 * POST /api/queueRole, both forms of docs/product.md "HTTP routes":
 * - `{queueName, role, isQueue, userSteamId}`: join (isQueue) or leave one role;
 * - `{queueName, roles, userSteamId, isDummy}`: queue the player as exactly these roles (joining
 *   the missing ones, leaving the others; [] leaves the queue). With `isDummy` an admin adds a
 *   dummy player (created on first use), who readies up and votes automatically.
 * Answers the lobby's wire state.
 */
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { assertActsFor, sessionUser } from '../auth/guards.ts';
import { forbidden } from '../framework/errors.ts';
import { ensureDummy, joinRoles, leaveRoles, type JoinDeps } from './join.ts';
import type { Lobbies } from './lobbies.ts';
import type { BodyHandler } from '../framework/mount.ts';

/** An admin changed a real player's place in a queue: recorded with what they did. */
function recordActForPlayer(deps: JoinDeps, admin: { steamid: string; alias: string }, queueName: string, steamid: string, what: string) {
  return recordAdminAction(deps, admin, { action: 'actForPlayer', target: { kind: 'player', id: steamid }, details: { queueName, what } });
}

export function postQueueRole(lobbies: Lobbies, deps: JoinDeps): BodyHandler<'queueRole'> {
  return async (ctx, body) => {
    const user = sessionUser(ctx);
    const lobby = lobbies.get(body.queueName);
    const steamid = body.userSteamId;
    if ('role' in body) {
      assertActsFor(user, steamid);
      if (body.isQueue) await joinRoles(deps, lobby, steamid, [body.role]);
      else await leaveRoles(lobby, steamid, [body.role]);
      if (steamid !== user.steamid) await recordActForPlayer(deps, user, body.queueName, steamid, `${body.isQueue ? 'queued as' : 'left'} ${body.role}`);
    } else {
      if (body.isDummy) {
        if (!user.isAdmin) throw forbidden('Only admins add dummy players');
        await ensureDummy(deps.collections, steamid, deps.now());
      } else assertActsFor(user, steamid);
      const current = lobby.context().players[steamid]?.roles ?? [];
      const wanted = [...new Set(body.roles)];
      const extra = current.filter((r) => !wanted.includes(r));
      if (wanted.length === 0) {
        if (current.length > 0) await leaveRoles(lobby, steamid);
      } else {
        if (extra.length > 0) await leaveRoles(lobby, steamid, extra);
        await joinRoles(
          deps,
          lobby,
          steamid,
          wanted.filter((r) => !current.includes(r)),
        );
      }
      if (!body.isDummy && steamid !== user.steamid) await recordActForPlayer(deps, user, body.queueName, steamid, `roles: ${wanted.join(', ') || 'none'}`);
      if (body.isDummy) {
        await recordAdminAction(deps, user, {
          action: 'addDummy',
          target: { kind: 'queue', id: body.queueName, label: body.queueName },
          details: { dummy: steamid, roles: wanted.join(', ') || '(left the queue)' },
        });
      }
    }
    ctx.body = lobby.wire();
  };
}
