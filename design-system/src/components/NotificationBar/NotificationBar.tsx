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
  /**
   * How many items show before "N more" (default 1, the newest): three of them, with a header,
   * covered a third of a phone's screen and the admin controls under them.
   */
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
 * The bottom notification bar (docs/product.md "What it does", "Screens and routes"): the player's notifications, each dismissable, the
 * newest `visible` of them (one line of text each while collapsed) and, on the same row, "N more"
 * to show the rest (a button: Enter or Space) and "Dismiss all". Nothing when empty.
 */
export function NotificationBar({ items, onDismiss, onDismissAll, visible = 1 }: NotificationBarProps) {
  const [expanded, setExpanded] = useState(false);
  const ref = useRef<HTMLElement | null>(null);
  const listId = useId();
  usePublishedHeight(ref, items.length > 0);
  if (items.length === 0) return null;
  const hidden = Math.max(0, items.length - visible);
  const collapsed = hidden > 0 && !expanded;
  const shown = collapsed ? items.slice(0, visible) : items;
  return (
    <section ref={ref} className={s.bar} aria-label="Your notifications">
      <div className={s.row}>
        <ul className={s.list} id={listId}>
          {shown.map((item) => (
            <li key={item.id} className={`${s.item} ${s.itemVariant[item.variant]}`} data-variant={item.variant}>
              <span className={collapsed ? `${s.message} ${s.messageClamped}` : s.message} title={collapsed ? item.message : undefined}>
                {item.message}
              </span>
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
        {hidden > 0 || (onDismissAll && items.length > 1) ? (
          <div className={s.controls}>
            {hidden > 0 ? (
              <button type="button" className={s.more} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((open) => !open)}>
                {expanded ? 'Show fewer' : `${hidden} more`}
              </button>
            ) : null}
            {onDismissAll && items.length > 1 ? (
              <button type="button" className={s.more} aria-label={`Dismiss all ${items.length} notifications`} onClick={onDismissAll}>
                Dismiss all
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
