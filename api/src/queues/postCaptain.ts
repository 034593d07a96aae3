/** POST /api/captain/ {steamid, shouldCaptain, queueName} (admin): flag a player as a captain candidate. */
import { captainBodySchema } from '@pug/domain';
import type { Middleware } from 'koa';
import type { Collections } from '../db/index.ts';
import { parseBody } from '../framework/validate.ts';
import type { Lobbies } from './lobbies.ts';
import { loadUser } from '../players/standing.ts';

export function postCaptain(lobbies: Lobbies, collections: Collections): Middleware {
  return async (ctx) => {
    const body = parseBody(ctx, captainBodySchema);
    const lobby = lobbies.get(body.queueName);
    await loadUser(collections, body.steamid);
    await collections.users.updateOne({ _id: body.steamid }, { $set: { shouldCaptain: body.shouldCaptain } });
    await lobby.send(() => ({ type: 'SET_CAPTAIN', steamid: body.steamid, shouldCaptain: body.shouldCaptain }));
    ctx.body = lobby.wire();
  };
}
