/**
 * Notifications (spec §3): stored per recipient and sent live as `pugNotification` to the
 * recipient's sockets. `notifyAdmins` reaches every admin (stored flag and ADMIN_STEAMIDS);
 * callers that notify once per subject (a pug waiting for a server) or throttle (log-alerts.ts)
 * keep their own record.
 */
import { randomUUID } from 'node:crypto';
import type { Notification, SteamId, ToastVariant } from '@pug/domain';
import type { Collections } from '../db/index.ts';
import type { Realtime } from '../framework/sockets.ts';

export interface NotifyDeps {
  collections: Collections;
  realtime: Realtime;
  now: () => number;
}

export interface NotificationMessage {
  msg: string;
  variant: ToastVariant;
  url?: string;
}

/** Stores one notification for each recipient and pushes it to their sockets. */
export async function notifyUsers(deps: NotifyDeps, recipients: Iterable<SteamId>, message: NotificationMessage): Promise<void> {
  const timestamp = deps.now();
  for (const steamid of new Set(recipients)) {
    const notification: Notification = {
      _id: randomUUID(),
      msg: message.msg,
      variant: message.variant,
      timestamp,
      ...(message.url ? { url: message.url } : {}),
    };
    await deps.collections.notifications.insertOne({ ...notification, steamid, dismissed: false });
    deps.realtime.toUser(steamid).emit('pugNotification', notification);
  }
}

/** Every admin: the stored flag plus ADMIN_STEAMIDS. */
async function adminSteamids(collections: Collections, configured: readonly string[]): Promise<SteamId[]> {
  const stored = await collections.users.find({ isAdmin: true }, { projection: { steamid: 1 } }).toArray();
  return [...new Set([...stored.map((u) => u.steamid), ...configured])];
}

export async function notifyAdmins(deps: NotifyDeps & { adminSteamids: readonly string[] }, message: NotificationMessage): Promise<void> {
  await notifyUsers(deps, await adminSteamids(deps.collections, deps.adminSteamids), message);
}
