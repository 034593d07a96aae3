/**
 * A notification to every admin (stored, and sent live as `pugNotification`). Callers that notify
 * once per subject (a pug waiting for a server) or throttle (log-alerts.ts) keep their own record.
 */
import { randomUUID } from 'node:crypto';
import type { Notification, ToastVariant } from '@pug/domain';
import type { Collections } from '../db/index.ts';
import type { Realtime } from '../framework/sockets.ts';

export async function notifyAdmins(
  deps: { collections: Collections; realtime: Realtime; now: () => number; adminSteamids: readonly string[] },
  message: { msg: string; variant: ToastVariant; url?: string },
): Promise<void> {
  const stored = await deps.collections.users.find({ isAdmin: true }, { projection: { steamid: 1 } }).toArray();
  const admins = new Set([...stored.map((u) => u.steamid), ...deps.adminSteamids]);
  const timestamp = deps.now();
  for (const steamid of admins) {
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
