import { idParamsSchema } from '@pug/domain';
import type { Middleware } from 'koa';
import { sessionUser } from '../auth/guards.ts';
import type { Collections } from '../db/index.ts';
import { notFound } from '../framework/errors.ts';
import type { Realtime } from '../framework/sockets.ts';
import { parseParams } from '../framework/validate.ts';

/**
 * GET /api/dismissNotification/{id}: the recipient dismisses one of their notifications; their
 * other tabs hear `pugNotificationChange` and clear it from the bar. Someone else's notification
 * is a 404 (as if it did not exist); dismissing twice is fine.
 */
export function getDismissNotification(deps: { collections: Collections; realtime: Realtime }): Middleware {
  return async (ctx) => {
    const { steamid } = sessionUser(ctx);
    const { id } = parseParams(ctx, idParamsSchema);
    const result = await deps.collections.notifications.updateOne({ _id: id, steamid }, { $set: { dismissed: true } });
    if (result.matchedCount === 0) throw notFound('No such notification');
    if (result.modifiedCount > 0) deps.realtime.toUser(steamid).emit('pugNotificationChange', { _id: id, dismissed: true });
    ctx.body = { _id: id, dismissed: true };
  };
}
