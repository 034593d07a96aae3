/** POST /api/preready {queueName, isPreready}: ready in advance; a pre-readied player is readied when selected. */
import { sessionUser } from '../auth/guards.ts';
import type { Lobbies } from './lobbies.ts';
import type { BodyHandler } from '../framework/mount.ts';

export function postPreready(lobbies: Lobbies): BodyHandler<'preready'> {
  return async (ctx, body) => {
    const user = sessionUser(ctx);
    const lobby = lobbies.get(body.queueName);
    await lobby.send(() => ({ type: 'PREREADY', steamid: user.steamid, isPreready: body.isPreready }));
    ctx.body = lobby.wire();
  };
}
