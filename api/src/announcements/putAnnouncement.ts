/** PUT /api/admin/announcements/{id} {text, link?, expiresAt} (admin): changes a banner (404 when there is none); every open page shows the change. */
import { announcementExpiryProblem, announcementParamsSchema } from '@pug/domain';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import { badRequest, notFound } from '../framework/errors.ts';
import { parseParams } from '../framework/validate.ts';
import { broadcastAnnouncements, toAnnouncementWire, type AnnouncementsDeps } from './live.ts';
import type { BodyHandler } from '../framework/mount.ts';

export function putAnnouncement(deps: AnnouncementsDeps): BodyHandler<'editAnnouncement'> {
  return async (ctx, body) => {
    const admin = sessionUser(ctx);
    const { id } = parseParams(ctx, announcementParamsSchema);
    const problem = announcementExpiryProblem(body.expiresAt, deps.now());
    if (problem) throw badRequest(`Invalid body: ${problem}`);
    const updated = await deps.collections.announcements.findOneAndUpdate(
      { _id: id },
      { $set: { text: body.text, link: body.link, expiresAt: body.expiresAt } },
      { returnDocument: 'after' },
    );
    if (!updated) throw notFound(`No announcement ${id}`);
    await recordAdminAction(deps, admin, {
      action: 'editAnnouncement',
      target: { kind: 'announcement', id, label: updated.text.slice(0, 60) },
      details: { expiresAt: new Date(updated.expiresAt).toISOString(), link: updated.link },
    });
    await broadcastAnnouncements(deps);
    ctx.body = toAnnouncementWire(updated);
  };
}
