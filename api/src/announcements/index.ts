/**
 * Site announcements (domain community/announcements.ts): the live banners for everyone and a
 * player's dismissals; admins add, edit, list and delete them (each recorded in the audit log),
 * and every open page gets the new list over the socket at once.
 */
import { routes } from '@pug/domain';
import { requireAdmin, requireUser } from '../auth/guards.ts';
import type { FeatureFactory } from '../framework/feature.ts';
import { deleteAnnouncement } from './deleteAnnouncement.ts';
import { getAdminAnnouncements } from './getAdminAnnouncements.ts';
import { getAnnouncements } from './getAnnouncements.ts';
import { postAnnouncement } from './postAnnouncement.ts';
import { postDismissAnnouncement } from './postDismissAnnouncement.ts';
import { putAnnouncement } from './putAnnouncement.ts';

export const announcementsFeature: FeatureFactory = ({ collections, realtime, now }) => {
  const deps = { collections, realtime, now };
  return {
    name: 'announcements',
    routes(router) {
      router.get(routes.announcements.path, getAnnouncements(deps));
      router.post(routes.dismissAnnouncement.path, requireUser, postDismissAnnouncement(deps));
      router.get(routes.adminAnnouncements.path, requireAdmin, getAdminAnnouncements(deps));
      router.post(routes.addAnnouncement.path, requireAdmin, postAnnouncement(deps));
      router.put(routes.editAnnouncement.path, requireAdmin, putAnnouncement(deps));
      router.delete(routes.deleteAnnouncement.path, requireAdmin, deleteAnnouncement(deps));
    },
  };
};
