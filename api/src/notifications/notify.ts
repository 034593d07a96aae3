/**
 * Notifications (docs/product.md "Entities"): stored per recipient and sent live as `pugNotification` to the
 * recipient's sockets. `notifyAdmins` reaches every admin now (stored flag and ADMIN_STEAMIDS, not banned);
 * callers that notify once per subject (a pug waiting for a server) or throttle (log-alerts.ts)
 * keep their own record.
 */
import { randomUUID } from 'node:crypto';
import { isEffectiveAdmin, type Notification, type SteamId, type ToastVariant } from '@pug/domain';
import type { Collections } from '../db/index.ts';
import { isDuplicateKey } from '../db/errors.ts';
import type { EventBus } from '../framework/events.ts';
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
  /** What the notice is about (`discipline:<banId>`), so a later event can take it back (`player/unbanned`, index.ts). */
  key?: string;
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
    await deps.collections.notifications.insertOne({ ...notification, steamid, dismissed: false, ...(message.key ? { key: message.key } : {}) });
    deps.realtime.toUser(steamid).emit('pugNotification', notification);
  }
}

/**
 * Every admin now, by the domain's one rule (`isEffectiveAdmin`): the stored flag plus
 * ADMIN_STEAMIDS, less those banned now (a banned admin is told nothing meant for admins).
 */
async function adminSteamids(deps: NotifyDeps, configured: readonly string[]): Promise<SteamId[]> {
  const stored = await deps.collections.users.find({ isAdmin: true }, { projection: { steamid: 1 } }).toArray();
  const byRole = [...new Set([...stored.map((u) => u.steamid), ...configured])];
  const bans = await deps.collections.discipline.find({ userId: { $in: byRole }, isBan: true }).toArray();
  const now = deps.now();
  return byRole.filter((steamid) =>
    isEffectiveAdmin(
      { steamid, isAdmin: true },
      configured,
      bans.filter((b) => b.userId === steamid),
      now,
    ),
  );
}

/** The keys of admins' notices about one thing, which `admin/handled` takes back. */
export const adminNoticeKeys = {
  report: (id: string) => `report:${id}`,
  appeal: (banId: string) => `appeal:${banId}`,
  xpRequests: 'xpRequests',
} as const;

/** Tells every admin, then publishes `admin/notified` (the Discord bot's admin channel reacts). */
export async function notifyAdmins(deps: NotifyDeps & { adminSteamids: readonly string[]; events: EventBus }, message: NotificationMessage): Promise<void> {
  await notifyUsers(deps, await adminSteamids(deps, deps.adminSteamids), message);
  await deps.events.publish('admin/notified', { msg: message.msg, variant: message.variant, ...(message.url ? { url: message.url } : {}) });
}

export interface CollapsedMessage {
  /** One undismissed notification per recipient and key. */
  key: string;
  variant: ToastVariant;
  url?: string;
  /** The text for `count` events (the first one's own text at 1, a total after). */
  msg(count: number): string;
}

/**
 * Tells one recipient of a repeated, routine event (a new experience request) by updating their
 * one undismissed notification with `key` in place: its count, text and time; the recipient's
 * sockets get it again under the same id, which the bar replaces. Routine: it never pushes
 * important notifications out of the list (list-notifications.ts).
 */
async function notifyCollapsed(deps: NotifyDeps, steamid: SteamId, message: CollapsedMessage): Promise<void> {
  const timestamp = deps.now();
  const filter = { steamid, key: message.key, dismissed: false };
  const bump = () =>
    deps.collections.notifications.findOneAndUpdate(
      filter,
      {
        $inc: { count: 1 },
        $set: { timestamp },
        $setOnInsert: { _id: randomUUID(), msg: message.msg(1), variant: message.variant, routine: true, ...(message.url ? { url: message.url } : {}) },
      },
      { upsert: true, returnDocument: 'after' },
    );
  // Two first events at once: one upsert inserts, the other meets the unique index and updates.
  let doc;
  try {
    doc = await bump();
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    doc = await bump();
  }
  if (!doc) return;
  const count = doc.count ?? 1;
  if (count > 1) {
    // Conditional on the count: of two bumps at once, the text of the higher count stays.
    await deps.collections.notifications.updateOne({ _id: doc._id, count }, { $set: { msg: message.msg(count) } });
  }
  const notification: Notification = {
    _id: doc._id,
    msg: message.msg(count),
    variant: doc.variant,
    timestamp: doc.timestamp,
    ...(doc.url ? { url: doc.url } : {}),
  };
  deps.realtime.toUser(steamid).emit('pugNotification', notification);
}

/** The key of the notice a discipline entry (ban or captain restriction) sends its player. */
export const disciplineNoticeKey = (banId: string) => `discipline:${banId}`;

/** Dismisses the recipient's undismissed notifications about `key` and clears them from their open bars. */
export async function withdrawNotifications(deps: NotifyDeps, steamid: SteamId, key: string): Promise<void> {
  const stale = await deps.collections.notifications.find({ steamid, key, dismissed: false }, { projection: { _id: 1 } }).toArray();
  if (stale.length === 0) return;
  await deps.collections.notifications.updateMany({ _id: { $in: stale.map((n) => n._id) }, dismissed: false }, { $set: { dismissed: true } });
  for (const { _id } of stale) deps.realtime.toUser(steamid).emit('pugNotificationChange', { _id, dismissed: true });
}

/** Dismisses every recipient's undismissed notifications about `key` (a report handled by another admin) and clears their bars. */
export async function withdrawNotificationsForAll(deps: NotifyDeps, key: string): Promise<void> {
  const stale = await deps.collections.notifications.find({ key, dismissed: false }, { projection: { _id: 1, steamid: 1 } }).toArray();
  if (stale.length === 0) return;
  await deps.collections.notifications.updateMany({ _id: { $in: stale.map((n) => n._id) }, dismissed: false }, { $set: { dismissed: true } });
  for (const { _id, steamid } of stale) deps.realtime.toUser(steamid).emit('pugNotificationChange', { _id, dismissed: true });
}

/** Every admin, collapsed by key (notifyCollapsed). */
export async function notifyAdminsCollapsed(deps: NotifyDeps & { adminSteamids: readonly string[] }, message: CollapsedMessage): Promise<void> {
  for (const steamid of await adminSteamids(deps, deps.adminSteamids)) await notifyCollapsed(deps, steamid, message);
}
