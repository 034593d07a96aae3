import { useId, useLayoutEffect, useRef, useState } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import type { ToastVariant } from '../Toast/ToastProvider.tsx';
import * as s from './NotificationBar.css.ts';

export type NotificationBarItem = {
  id: string;
  message: string;
  variant: ToastVariant;
  /** Where the notification leads (a page of the site, or another site in a new tab). */
  url?: string;
  /** When it arrived, already formatted. */
  time?: string;
};

export type NotificationBarProps = {
  items: readonly NotificationBarItem[];
  onDismiss(id: string): void;
  /** Dismisses every item (shown with two or more). */
  onDismissAll?(): void;
  /** How many items show before "N more" (default 3): 19 of them once covered 40% of the screen and the page's buttons. */
  visible?: number;
};

/** The CSS variable holding the bar's height (0px without it): the toasts stand on it instead of covering it. */
const NOTIFICATION_BAR_HEIGHT_VAR = '--pug-notification-bar-height';

/** Keeps NOTIFICATION_BAR_HEIGHT_VAR on the root element equal to the bar's height while it shows. */
function usePublishedHeight(ref: { current: HTMLElement | null }, shown: boolean) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const element = ref.current;
    if (!shown || !element) return;
    const publish = () => root.style.setProperty(NOTIFICATION_BAR_HEIGHT_VAR, `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(NOTIFICATION_BAR_HEIGHT_VAR);
    };
  }, [ref, shown]);
}

const external = (url: string) => /^https?:\/\//i.test(url);

/**
 * The bottom notification bar (spec §1, §2): the player's notifications, each dismissable, the
 * newest `visible` of them and "N more" to show the rest (a button: Enter or Space). Nothing when empty.
 */
export function NotificationBar({ items, onDismiss, onDismissAll, visible = 3 }: NotificationBarProps) {
  const [expanded, setExpanded] = useState(false);
  const ref = useRef<HTMLElement | null>(null);
  const listId = useId();
  usePublishedHeight(ref, items.length > 0);
  if (items.length === 0) return null;
  const hidden = Math.max(0, items.length - visible);
  const shown = expanded || hidden === 0 ? items : items.slice(0, visible);
  return (
    <section ref={ref} className={s.bar} aria-label="Your notifications">
      {onDismissAll && items.length > 1 ? (
        <div className={s.header}>
          <span>{items.length} notifications</span>
          <IconButton label="Dismiss all notifications" size="sm" onClick={onDismissAll}>
            ×
          </IconButton>
        </div>
      ) : null}
      <ul className={s.list} id={listId}>
        {shown.map((item) => (
          <li key={item.id} className={`${s.item} ${s.itemVariant[item.variant]}`} data-variant={item.variant}>
            <span className={s.message}>{item.message}</span>
            {item.time ? <span className={s.time}>{item.time}</span> : null}
            {item.url ? (
              <a className={s.link} href={item.url} {...(external(item.url) ? { target: '_blank', rel: 'noreferrer' } : {})}>
                Open
              </a>
            ) : null}
            <IconButton label={`Dismiss: ${item.message}`} size="sm" onClick={() => onDismiss(item.id)}>
              ×
            </IconButton>
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <button type="button" className={s.more} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((open) => !open)}>
          {expanded ? 'Show fewer' : `${hidden} more`}
        </button>
      ) : null}
    </section>
  );
}
