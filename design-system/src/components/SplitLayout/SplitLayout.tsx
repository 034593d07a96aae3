import type { ReactNode } from 'react';
import * as s from './SplitLayout.css.ts';

export type SplitLayoutProps = {
  /** What the viewer came to do (a pug's "Join the server"): first on a phone, the right column on a wide screen. */
  aside?: ReactNode;
  /** The aside comes after the content on a phone and in the reading order (a chat beside the lobby); the right column from 1100 px all the same. */
  asideLast?: boolean;
  children: ReactNode;
};

/**
 * A page's content with the one thing the viewer must do beside it: on a phone the aside comes
 * first (above the fold), from 1100 px it fills the right column and stays in view while the page
 * scrolls. Without an aside, the content alone (in the same two wrappers, so an aside that
 * comes or goes never remounts the content). The aside is first in the reading order too.
 */
export function SplitLayout({ aside, asideLast = false, children }: SplitLayoutProps) {
  // One element tree with or without the aside: an aside that comes later (the chat once the viewer
  // is known) must not remount the content, nor lose its state (a dismissed ready-up dialog).
  const hasAside = aside !== null && aside !== undefined && aside !== false;
  const asideBox = hasAside ? <div className={s.aside}>{aside}</div> : null;
  return (
    <div className={hasAside ? s.split : undefined}>
      {asideLast ? null : asideBox}
      <div className={hasAside ? s.main : undefined}>{children}</div>
      {asideLast ? asideBox : null}
    </div>
  );
}
