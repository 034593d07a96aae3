/** `admin/handled`: the admins' notices about what was dealt with (a report, an appeal, the last experience request) leave every admin's bar. */
import type { EventBus } from '../framework/events.ts';
import { withdrawNotificationsForAll, type NotifyDeps } from './notify.ts';

export function withdrawHandledNoticesOnAdminHandled(events: EventBus, deps: NotifyDeps): void {
  events.on('admin/handled', 'notifications/on-admin-handled', ({ key }) => withdrawNotificationsForAll(deps, key));
}
