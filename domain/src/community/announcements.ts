/**
 * Site announcements: a banner an admin posts, shown on every page until its viewer dismisses it
 * or it expires. Its text is plain text (shown as text, never HTML) and its link, when it has one,
 * an https address without credentials. The rules only, without zod, so the host's first load
 * (the banner) stays light; the request schemas are in contracts/announcements.ts.
 */
export const ANNOUNCEMENT_TEXT_MAX = 300;
/** How far ahead an announcement may expire. */
export const ANNOUNCEMENT_MAX_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
/** The most announcements live at once (each is a banner on every page). */
export const ANNOUNCEMENTS_LIVE_MAX = 5;

export interface Announcement {
  _id: string;
  text: string;
  /** An https address shown as a link (rel=noopener), or null. */
  link: string | null;
  createdAt: number;
  /** Epoch ms: hidden from then on. */
  expiresAt: number;
}

/** GET /api/admin/announcements item: also who posted it. */
export interface AdminAnnouncement extends Announcement {
  createdBy: string;
}

/** GET /api/announcements: the live ones, and which of them the signed-in viewer dismissed. */
export interface AnnouncementsResponse {
  announcements: Announcement[];
  dismissed: string[];
}

/** https, a host name (and port), then an optional path, query or fragment; no user name or password, no spaces or control characters. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const HTTPS_LINK = /^https:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?(?:[/?#][^\s\u0000-\u001f\u007f]*)?$/i;

/** Whether `link` may be shown as a link: https, a host, no user name or password. */
export function isSafeAnnouncementLink(link: string): boolean {
  return link.length <= 500 && HTTPS_LINK.test(link);
}

/** Whether the announcement is still shown at `now`. */
export function isAnnouncementLive(announcement: Pick<Announcement, 'expiresAt'>, now: number): boolean {
  return announcement.expiresAt > now;
}

/** The banners a viewer sees: live, not dismissed, newest first. */
export function visibleAnnouncements(all: readonly Announcement[], dismissed: ReadonlySet<string>, now: number): Announcement[] {
  return all.filter((a) => isAnnouncementLive(a, now) && !dismissed.has(a._id)).sort((a, b) => b.createdAt - a.createdAt);
}

/** Why an expiry time cannot be used at `now`, or null. */
export function announcementExpiryProblem(expiresAt: number, now: number): string | null {
  if (expiresAt <= now) return 'expiresAt must be in the future';
  if (expiresAt - now > ANNOUNCEMENT_MAX_LIFETIME_MS) return 'expiresAt must be within a year';
  return null;
}
