import type { ReactNode } from 'react';
import * as s from './SplitLayout.css.ts';

export type SplitLayoutProps = {
  /** What the viewer came to do (a pug's "Join the server"): first on a phone, the right column on a wide screen. */
  aside?: ReactNode;
  children: ReactNode;
};

/**
 * A page's content with the one thing the viewer must do beside it: on a phone the aside comes
 * first (above the fold), from 1100 px it fills the right column and stays in view while the page
 * scrolls. Without an aside, the content alone. The aside is first in the reading order too.
 */
export function SplitLayout({ aside, children }: SplitLayoutProps) {
  if (aside === null || aside === undefined || aside === false) return <>{children}</>;
  return (
    <div className={s.split}>
      <div className={s.aside}>{aside}</div>
      <div className={s.main}>{children}</div>
    </div>
  );
}
