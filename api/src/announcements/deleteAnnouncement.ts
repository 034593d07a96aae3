/** DELETE /api/admin/announcements/{id} (admin): the banner leaves every open page (404 when there is none). */
import { announcementParamsSchema } from '@pug/domain';
import type { Middleware } from 'koa';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import { notFound } from '../framework/errors.ts';
import { parseParams } from '../framework/validate.ts';
import { broadcastAnnouncements, type AnnouncementsDeps } from './live.ts';

export function deleteAnnouncement(deps: AnnouncementsDeps): Middleware {
  return async (ctx) => {
    const admin = sessionUser(ctx);
    const { id } = parseParams(ctx, announcementParamsSchema);
    const removed = await deps.collections.announcements.findOneAndDelete({ _id: id });
    if (!removed) throw notFound(`No announcement ${id}`);
    await deps.collections.announcementDismissals.deleteMany({ announcementId: id });
    await recordAdminAction(deps, admin, {
      action: 'deleteAnnouncement',
      target: { kind: 'announcement', id, label: removed.text.slice(0, 60) },
    });
    await broadcastAnnouncements(deps);
    ctx.body = { ok: true };
  };
}
