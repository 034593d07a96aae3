/** DELETE /api/nightAdd: the signed-in player cancels their running add; they leave its queues (404 when none runs). */
import type { Middleware } from 'koa';
import { sessionUser } from '../auth/guards.ts';
import type { NightAdds } from './night-adds.ts';

export function deleteNightAdd(nightAdds: NightAdds): Middleware {
  return async (ctx) => {
    ctx.body = await nightAdds.cancel(sessionUser(ctx).steamid);
  };
}
