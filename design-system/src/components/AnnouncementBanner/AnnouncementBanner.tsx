import { IconButton } from '../IconButton/IconButton.tsx';
import * as s from './AnnouncementBanner.css.ts';

export type AnnouncementBannerProps = {
  /** Plain text: shown as text, never as HTML. */
  text: string;
  /** An https address (the caller checks it), shown as a link opening in a new tab without access to this page. */
  link?: string | null;
  onDismiss(): void;
};

/** A site announcement: its text, its link, and a button that hides it. */
export function AnnouncementBanner({ text, link, onDismiss }: AnnouncementBannerProps) {
  return (
    <section aria-label="Announcement" className={s.banner} data-announcement>
      <p className={s.message}>
        {text}
        {link ? (
          <a className={s.link} href={link} target="_blank" rel="noopener noreferrer">
            More
          </a>
        ) : null}
      </p>
      <IconButton label="Dismiss announcement" size="sm" onClick={onDismiss}>
        ×
      </IconButton>
    </section>
  );
}
