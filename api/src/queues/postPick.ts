/** POST /api/pick {queueName, steamid, role?}: the captain on turn picks a player (only legal picks pass). */
import { sessionUser } from '../auth/guards.ts';
import type { Lobbies } from './lobbies.ts';
import type { BodyHandler } from '../framework/mount.ts';

export function postPick(lobbies: Lobbies): BodyHandler<'pick'> {
  return async (ctx, body) => {
    const user = sessionUser(ctx);
    const lobby = lobbies.get(body.queueName);
    await lobby.send((now) => ({ type: 'PICK', captain: user.steamid, steamid: body.steamid, ...(body.role ? { role: body.role } : {}), now }));
    ctx.body = lobby.wire();
  };
}
