/**
 * A recipient's undismissed notifications for GET /api/self/, newest first, at most 50: the
 * important ones first (reports, appeals, server and forged-log alerts, anything not marked
 * routine), the routine ones (collapsed experience requests) only in the room left, so a flood
 * of routine ones never hides an important one.
 */
import type { Collections, NotificationDoc } from '../db/index.ts';

const SHOWN = 50;

export async function listNotifications(collections: Collections, steamid: string): Promise<NotificationDoc[]> {
  const newest = (routine: boolean, limit: number) =>
    collections.notifications
      .find({ steamid, dismissed: false, routine: routine ? true : { $ne: true } })
      .sort({ timestamp: -1 })
      .limit(limit)
      .toArray();
  // Both at once (one round trip of the page's GET /api/self/ instead of two); the routine ones fill what is left.
  const [important, routine] = await Promise.all([newest(false, SHOWN), newest(true, SHOWN)]);
  return [...important, ...routine.slice(0, SHOWN - important.length)].sort((a, b) => b.timestamp - a.timestamp);
}
