import { adminNoticeKeys } from '../notifications/notify.ts';
import type { SeasonRouteDeps } from './season-routes-deps.ts';

/** Once no experience request waits, the admins' collapsed "new experience requests" notice is dealt with (`admin/handled`). */
export async function publishIfNoRequestWaits(deps: Pick<SeasonRouteDeps, 'collections' | 'events'>): Promise<void> {
  if ((await deps.collections.customSeasons.countDocuments({ approved: false }, { limit: 1 })) === 0)
    await deps.events.publish('admin/handled', { key: adminNoticeKeys.xpRequests });
}
