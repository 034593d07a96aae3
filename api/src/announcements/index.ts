/**
 * Site announcements (domain community/announcements.ts): the live banners for everyone and a
 * player's dismissals; admins add, edit, list and delete them (each recorded in the audit log),
 * and every open page gets the new list over the socket at once.
 */
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
    routes(mount) {
      mount('announcements', getAnnouncements(deps));
      mount('dismissAnnouncement', postDismissAnnouncement(deps));
      mount('adminAnnouncements', getAdminAnnouncements(deps));
      mount('addAnnouncement', postAnnouncement(deps));
      mount('editAnnouncement', putAnnouncement(deps));
      mount('deleteAnnouncement', deleteAnnouncement(deps));
    },
  };
};
