/** POST /api/preready {queueName, isPreready}: ready in advance; a pre-readied player is readied when selected. */
import type { Middleware } from 'koa';
import { sessionUser } from '../auth/guards.ts';
import { parseBody } from '../framework/validate.ts';
import type { Lobbies } from './lobbies.ts';
import { prereadyBodySchema } from './schemas.ts';

export function postPreready(lobbies: Lobbies): Middleware {
  return async (ctx) => {
    const user = sessionUser(ctx);
    const body = parseBody(ctx, prereadyBodySchema);
    const lobby = lobbies.get(body.queueName);
    await lobby.send(() => ({ type: 'PREREADY', steamid: user.steamid, isPreready: body.isPreready }));
    ctx.body = lobby.wire();
  };
}
