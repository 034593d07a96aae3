import { requireUser } from '../auth/guards.ts';
import type { FeatureFactory } from '../framework/feature.ts';
import { getDismissNotification } from './getDismissNotification.ts';
import { withdrawHandledNoticesOnAdminHandled } from './on-admin-handled.ts';
import { withdrawBanNoticeOnUnban } from './on-player-unbanned.ts';
import { tellPlayerOnSeasonRejected } from './on-season-rejected.ts';

/**
 * Notifications (spec §3, §7): the bottom bar's dismissal, and the notices that follow events
 * (a rejected season request, a lifted ban, what admins dealt with). Sending them is notify.ts, used by every feature.
 */
export const notificationsFeature: FeatureFactory = ({ collections, realtime, now, events }) => {
  tellPlayerOnSeasonRejected(events, { collections, realtime, now });
  withdrawBanNoticeOnUnban(events, { collections, realtime, now });
  withdrawHandledNoticesOnAdminHandled(events, { collections, realtime, now });
  return {
    name: 'notifications',
    routes(router) {
      router.get('/api/dismissNotification/:id', requireUser, getDismissNotification({ collections, realtime }));
    },
  };
};
