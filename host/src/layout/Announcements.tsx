import { useCallback, useEffect, useRef, useState } from 'react';
import { isSafeAnnouncementLink, routes, pathOf, visibleAnnouncements, type Announcement, type AnnouncementsResponse } from '@pug/domain';
import { AnnouncementBanner } from '@pug/design-system';
import { useApi, useApiQuery, useOnReconnect, useSession, useSocketEvent } from '@pug/platform';

/** A visitor's dismissals, in this browser (a signed-in player's are kept by the api). */
export const DISMISSED_STORAGE_KEY = 'pug.announcements.dismissed';
const REMEMBERED_MAX = 50;

function readStored(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DISMISSED_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function remember(id: string): void {
  try {
    localStorage.setItem(DISMISSED_STORAGE_KEY, JSON.stringify([id, ...readStored().filter((d) => d !== id)].slice(0, REMEMBERED_MAX)));
  } catch {
    // Storage full or blocked: the banner is hidden for this page only.
  }
}

/** Re-renders when the next of these announcements expires, so it leaves without a reload. */
function useNextExpiry(announcements: readonly Announcement[]): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const next = Math.min(...announcements.map((a) => a.expiresAt).filter((at) => at > now));
    if (!Number.isFinite(next)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(next - Date.now() + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [announcements, now]);
  return now;
}

/**
 * The site's announcements above every page (api announcements/): live over the socket, hidden
 * once dismissed (remembered by the api for a signed-in player, in localStorage for a visitor) or
 * expired. The text is text; a link is shown only when it is https.
 */
export function Announcements() {
  const api = useApi();
  const { user } = useSession();
  const query = useApiQuery<AnnouncementsResponse>(routes.announcements.path, { silent: true });
  const [live, setLive] = useState<Announcement[] | undefined>(undefined);
  const [dismissed, setDismissed] = useState<Set<string>>(() => new Set(readStored()));
  useSocketEvent('announcements', (list) => setLive(list));
  const { refetch } = query;
  // Back from a lost connection: what was sent meanwhile is read again.
  useOnReconnect(() => {
    setLive(undefined);
    void refetch();
  });
  // Signing in or out changes whose dismissals count.
  const viewer = user?.steamid ?? null;
  const shownTo = useRef(viewer);
  useEffect(() => {
    if (shownTo.current === viewer) return;
    shownTo.current = viewer;
    void refetch();
  }, [viewer, refetch]);
  const all = live ?? query.data?.announcements ?? [];
  const now = useNextExpiry(all);

  const dismiss = useCallback(
    (id: string) => {
      setDismissed((d) => new Set([...d, id]));
      if (user) void api.post(pathOf(routes.dismissAnnouncement, { id }), {}, { silent: true }).catch(() => {});
      else remember(id);
    },
    [api, user],
  );

  // What the api remembers for a signed-in player counts from the very render its answer arrives in.
  const hidden = query.data ? new Set([...dismissed, ...query.data.dismissed]) : dismissed;
  const shown = visibleAnnouncements(all, hidden, now);
  if (shown.length === 0) return null;
  return (
    <div data-testid="announcements">
      {shown.map((a) => (
        <AnnouncementBanner key={a._id} text={a.text} link={a.link && isSafeAnnouncementLink(a.link) ? a.link : null} onDismiss={() => dismiss(a._id)} />
      ))}
    </div>
  );
}
