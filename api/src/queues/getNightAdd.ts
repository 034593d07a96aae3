/** GET /api/nightAdd: the signed-in player's running add for the night (null: none), the durations offered and the default. */
import type { Middleware } from 'koa';
import { sessionUser } from '../auth/guards.ts';
import type { NightAdds } from './night-adds.ts';

export function getNightAdd(nightAdds: NightAdds): Middleware {
  return async (ctx) => {
    ctx.body = await nightAdds.answer(sessionUser(ctx).steamid);
  };
}
