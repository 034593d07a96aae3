/** POST /api/pick {queueName, steamid, role?}: the captain on turn picks a player (only legal picks pass). */
import type { Middleware } from 'koa';
import { sessionUser } from '../auth/guards.ts';
import { parseBody } from '../framework/validate.ts';
import type { Lobbies } from './lobbies.ts';
import { pickBodySchema } from './schemas.ts';

export function postPick(lobbies: Lobbies): Middleware {
  return async (ctx) => {
    const user = sessionUser(ctx);
    const body = parseBody(ctx, pickBodySchema);
    const lobby = lobbies.get(body.queueName);
    await lobby.send((now) => ({ type: 'PICK', captain: user.steamid, steamid: body.steamid, ...(body.role ? { role: body.role } : {}), now }));
    ctx.body = lobby.wire();
  };
}
