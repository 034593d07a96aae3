/** GET /api/admin/announcements (admin): every announcement, expired ones too, newest first, with who posted it. */
import type { AdminAnnouncement } from '@pug/domain';
import type { Middleware } from 'koa';
import type { AnnouncementsDeps } from './live.ts';

export function getAdminAnnouncements(deps: Pick<AnnouncementsDeps, 'collections'>): Middleware {
  return async (ctx) => {
    const docs = await deps.collections.announcements.find({}, { sort: { createdAt: -1 }, limit: 200 }).toArray();
    ctx.set('Cache-Control', 'no-store');
    const body: AdminAnnouncement[] = docs.map((d) => ({
      _id: d._id,
      text: d.text,
      link: d.link,
      createdAt: d.createdAt,
      expiresAt: d.expiresAt,
      createdBy: d.createdBy,
    }));
    ctx.body = body;
  };
}
