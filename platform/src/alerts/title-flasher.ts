/**
 * While a ready-up waits, the tab's title alternates with "⚠ READY UP!" and its favicon with an
 * alert icon, once a second, so a player on another tab sees it; `stop()` puts both back (the
 * page's title as it is now, `pageTitle`, e.g. the lobby's count, else the one it found).
 */
import { READY_UP_TITLE } from '@pug/domain';
import { pageTitle } from './page-title.ts';

const ALERT_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#f08a24"/><path d="M14 7h4l-1 12h-2z M14 22h4v4h-4z" fill="#1a1a1a"/></svg>',
  );
const FLASH_MS = 1000;

export interface TitleFlasher {
  start(): void;
  stop(): void;
  readonly flashing: boolean;
}

export function createTitleFlasher(doc: Document = document): TitleFlasher {
  let timer: ReturnType<typeof setInterval> | undefined;
  let title = '';
  let icon: HTMLLinkElement | null = null;
  let iconHref = '';
  let on = false;

  const show = (alerting: boolean) => {
    on = alerting;
    doc.title = alerting ? READY_UP_TITLE : (pageTitle() ?? title);
    if (icon) icon.href = alerting ? ALERT_ICON : iconHref;
  };

  return {
    get flashing() {
      return timer !== undefined;
    },
    start() {
      if (timer !== undefined) return;
      title = doc.title;
      icon = doc.querySelector<HTMLLinkElement>('link[rel~="icon"]');
      iconHref = icon?.getAttribute('href') ?? '';
      show(true);
      timer = setInterval(() => show(!on), FLASH_MS);
    },
    stop() {
      if (timer === undefined) return;
      clearInterval(timer);
      timer = undefined;
      show(false);
    },
  };
}
