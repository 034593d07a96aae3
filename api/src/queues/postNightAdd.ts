/**
 * POST /api/nightAdd {queues: [{queueName, roles}], minutes}: the signed-in player adds to these
 * queues for a while (queues/night-adds.ts). Refusals (nothing changes): 400 a bad body, a queue
 * twice, a role the queue lacks or a duration not offered; 403 banned or in a cooldown; 404 a
 * queue the site does not run, or the feature off; 409 an add already running or a live pug.
 * Answers GET /api/nightAdd's shape.
 */
import { sessionUser } from '../auth/guards.ts';
import type { BodyHandler } from '../framework/mount.ts';
import type { NightAdds } from './night-adds.ts';

export function postNightAdd(nightAdds: NightAdds): BodyHandler<'addForNight'> {
  return async (ctx, body) => {
    ctx.body = await nightAdds.add(sessionUser(ctx).steamid, body);
  };
}
