import { requireUser } from '../auth/guards.ts';
import type { FeatureFactory } from '../framework/feature.ts';
import { getDismissNotification } from './getDismissNotification.ts';

/** Notifications (spec §3, §7): the bottom bar's dismissal. Sending them is notify.ts, used by every feature. */
export const notificationsFeature: FeatureFactory = ({ collections, realtime }) => ({
  name: 'notifications',
  routes(router) {
    router.get('/api/dismissNotification/:id', requireUser, getDismissNotification({ collections, realtime }));
  },
});
