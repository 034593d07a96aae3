import type { ReactNode } from 'react';
import * as s from './AppShell.css.ts';

export type AppShellProps = {
  /** Sidebar content (usually a <SidebarNav>). */
  sidebar: ReactNode;
  /** Top bar content (title, user menu…). */
  topBar: ReactNode;
  children?: ReactNode;
  /** Accessible name of the sidebar landmark (default 'Sidebar'). */
  sidebarLabel?: string;
};

const MAIN_ID = 'pug-main-content';

/**
 * Page frame: a fixed grey sidebar on the left, a top bar and a scrolling main area.
 * Under 768px the sidebar sits above the content and the page scrolls as a whole.
 */
export function AppShell({ sidebar, topBar, children, sidebarLabel = 'Sidebar' }: AppShellProps) {
  return (
    <div className={s.shell}>
      <a href={`#${MAIN_ID}`} className={s.skipLink}>
        Skip to content
      </a>
      <aside aria-label={sidebarLabel} className={s.sidebar}>
        {sidebar}
      </aside>
      <div className={s.column}>
        <header className={s.topBar}>{topBar}</header>
        <main id={MAIN_ID} tabIndex={-1} className={s.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
