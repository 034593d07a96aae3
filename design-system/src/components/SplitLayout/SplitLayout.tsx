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
 * scrolls. Without an aside, the content alone. The aside is first in the reading order too.
 */
export function SplitLayout({ aside, asideLast = false, children }: SplitLayoutProps) {
  if (aside === null || aside === undefined || aside === false) return <>{children}</>;
  const asideBox = <div className={s.aside}>{aside}</div>;
  return (
    <div className={s.split}>
      {asideLast ? null : asideBox}
      <div className={s.main}>{children}</div>
      {asideLast ? asideBox : null}
    </div>
  );
}
