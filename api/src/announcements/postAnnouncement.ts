/**
 * POST /api/admin/announcements {text, link?, expiresAt} (admin): a new banner on every open page
 * at once. 400 for bad input (text over ANNOUNCEMENT_TEXT_MAX, a link that is not https, an expiry
 * in the past or over a year ahead), 409 when ANNOUNCEMENTS_LIVE_MAX are live already.
 */
import { randomUUID } from 'node:crypto';
import { ANNOUNCEMENTS_LIVE_MAX, announcementExpiryProblem } from '@pug/domain';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import { badRequest, conflict } from '../framework/errors.ts';
import { broadcastAnnouncements, toAnnouncementWire, type AnnouncementsDeps } from './live.ts';
import type { BodyHandler } from '../framework/mount.ts';

export function postAnnouncement(deps: AnnouncementsDeps): BodyHandler<'addAnnouncement'> {
  return async (ctx, body) => {
    const admin = sessionUser(ctx);
    const now = deps.now();
    const problem = announcementExpiryProblem(body.expiresAt, now);
    if (problem) throw badRequest(`Invalid body: ${problem}`);
    if ((await deps.collections.announcements.countDocuments({ expiresAt: { $gt: now } })) >= ANNOUNCEMENTS_LIVE_MAX) {
      throw conflict(`${ANNOUNCEMENTS_LIVE_MAX} announcements are live already: delete or edit one first`);
    }
    const doc = { _id: randomUUID(), text: body.text, link: body.link, createdAt: now, expiresAt: body.expiresAt, createdBy: admin.steamid };
    await deps.collections.announcements.insertOne(doc);
    await recordAdminAction(deps, admin, {
      action: 'addAnnouncement',
      target: { kind: 'announcement', id: doc._id, label: doc.text.slice(0, 60) },
      details: { expiresAt: new Date(doc.expiresAt).toISOString(), link: doc.link },
    });
    await broadcastAnnouncements(deps);
    ctx.status = 201;
    ctx.body = toAnnouncementWire(doc);
  };
}
