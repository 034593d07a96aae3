import type { FeatureFactory } from '../framework/feature.ts';
import { getDismissNotification } from './getDismissNotification.ts';
import { tellPlayerOnSeasonRejected } from './on-season-rejected.ts';
import { disciplineNoticeKey, withdrawNotifications, withdrawNotificationsForAll } from './notify.ts';

/**
 * Notifications (docs/product.md "Entities", "HTTP routes"): the bottom bar's dismissal, and the notices that follow events
 * (a rejected season request, a lifted ban, what admins dealt with). Sending them is notify.ts, used by every feature.
 */
export const notificationsFeature: FeatureFactory = ({ collections, realtime, now }) => {
  const deps = { collections, realtime, now };
  return {
    name: 'notifications',
    subscriptions: {
      'season/rejected': { 'notifications/on-season-rejected': tellPlayerOnSeasonRejected(deps) },
      // The notice of the lifted ban or restriction leaves the player's bar (every open tab).
      'player/unbanned': { 'notifications/withdrawNotifications': ({ steamid, banId }) => withdrawNotifications(deps, steamid, disciplineNoticeKey(banId)) },
      // Admins' notices of a handled report, a decided appeal or the last experience request leave every admin's bar.
      'admin/handled': { 'notifications/withdrawNotificationsForAll': ({ key }) => withdrawNotificationsForAll(deps, key) },
    },
    routes(mount) {
      mount('dismissNotification', getDismissNotification({ collections, realtime }));
    },
  };
};
