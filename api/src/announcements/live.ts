import type { Announcement } from '@pug/domain';
import type { Collections } from '../db/index.ts';
import type { Realtime } from '../framework/sockets.ts';

export interface AnnouncementsDeps {
  collections: Collections;
  realtime: Realtime;
  now: () => number;
}

/** The wire shape of a stored announcement (who posted it stays in the audit log and the admins' list). */
export function toAnnouncementWire(doc: Announcement): Announcement {
  return { _id: doc._id, text: doc.text, link: doc.link, createdAt: doc.createdAt, expiresAt: doc.expiresAt };
}

/** The announcements not yet expired, newest first. */
export async function liveAnnouncements(deps: Pick<AnnouncementsDeps, 'collections' | 'now'>): Promise<Announcement[]> {
  const docs = await deps.collections.announcements.find({ expiresAt: { $gt: deps.now() } }, { sort: { createdAt: -1 } }).toArray();
  return docs.map(toAnnouncementWire);
}

/** Sends every open page (in every api process: the Redis adapter fans the emit out) the live announcements. */
export async function broadcastAnnouncements(deps: AnnouncementsDeps): Promise<void> {
  deps.realtime.toAll().emit('announcements', await liveAnnouncements(deps));
}
