/**
 * POST /api/announcements/{id}/dismiss (signed in): the banner stays hidden for this player on
 * every device. Only a stored announcement can be dismissed (404), so a player cannot fill the
 * store with made-up ids; dismissing twice is the same as once.
 */
import { announcementParamsSchema } from '@pug/domain';
import type { Middleware } from 'koa';
import { sessionUser } from '../auth/guards.ts';
import { notFound } from '../framework/errors.ts';
import { parseParams } from '../framework/validate.ts';
import type { AnnouncementsDeps } from './live.ts';

export function postDismissAnnouncement(deps: Pick<AnnouncementsDeps, 'collections' | 'now'>): Middleware {
  return async (ctx) => {
    const { steamid } = sessionUser(ctx);
    const { id } = parseParams(ctx, announcementParamsSchema);
    if (!(await deps.collections.announcements.findOne({ _id: id }, { projection: { _id: 1 } }))) throw notFound(`No announcement ${id}`);
    await deps.collections.announcementDismissals.updateOne(
      { _id: `${steamid}:${id}` },
      { $setOnInsert: { steamid, announcementId: id, at: deps.now() } },
      { upsert: true },
    );
    ctx.body = { ok: true };
  };
}
