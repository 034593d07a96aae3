/** GET /api/announcements: the live banners for everyone; a signed-in viewer also gets the ids of those they dismissed. */
import type { AnnouncementsResponse } from '@pug/domain';
import type { Middleware } from 'koa';
import { liveAnnouncements, type AnnouncementsDeps } from './live.ts';

export function getAnnouncements(deps: Pick<AnnouncementsDeps, 'collections' | 'now'>): Middleware {
  return async (ctx) => {
    const announcements = await liveAnnouncements(deps);
    const viewer = ctx.state.user;
    const dismissed =
      viewer && announcements.length > 0
        ? (
            await deps.collections.announcementDismissals
              .find({ steamid: viewer.steamid, announcementId: { $in: announcements.map((a) => a._id) } }, { projection: { announcementId: 1 } })
              .toArray()
          ).map((d) => d.announcementId)
        : [];
    const body: AnnouncementsResponse = { announcements, dismissed };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
}
