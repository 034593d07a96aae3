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
};

const external = (url: string) => /^https?:\/\//i.test(url);

/** The bottom notification bar (spec §1, §2): the player's notifications, each dismissable. Nothing when empty. */
export function NotificationBar({ items, onDismiss, onDismissAll }: NotificationBarProps) {
  if (items.length === 0) return null;
  return (
    <section className={s.bar} aria-label="Your notifications">
      {onDismissAll && items.length > 1 ? (
        <div className={s.header}>
          <span>{items.length} notifications</span>
          <IconButton label="Dismiss all notifications" size="sm" onClick={onDismissAll}>
            ×
          </IconButton>
        </div>
      ) : null}
      <ul className={s.list}>
        {items.map((item) => (
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
    </section>
  );
}
