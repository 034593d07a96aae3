import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { cx } from '../Box/Box.tsx';
import * as s from './AppShell.css.ts';

export type AppShellProps = {
  /** Sidebar content (usually a <SidebarNav>). */
  sidebar: ReactNode;
  /** Top bar content (title, user menu…). */
  topBar: ReactNode;
  children?: ReactNode;
  /** Accessible name of the sidebar landmark (default 'Sidebar'). */
  sidebarLabel?: string;
  /** Shown beside the menu button on phones, where the sidebar (and its brand) is folded away. */
  compactBrand?: ReactNode;
  /** Page footer (build stamps, links), under the main content. */
  footer?: ReactNode;
  /** Id of the footer element (other parts may portal into it). */
  footerId?: string;
};

const MAIN_ID = 'pug-main-content';
const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Page frame: a fixed grey sidebar on the left, a top bar and a scrolling main area. Under 768px
 * the sidebar folds behind a "Menu" button in the top bar (aria-expanded): opening it moves focus
 * into the navigation, Escape closes it and returns focus to the button, and following a link
 * closes it.
 */
export function AppShell({ sidebar, topBar, children, sidebarLabel = 'Sidebar', compactBrand, footer, footerId }: AppShellProps) {
  const [open, setOpen] = useState(false);
  const sidebarId = useId();
  const aside = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);
  const [panelTop, setPanelTop] = useState<number | null>(null);

  useEffect(() => {
    if (!open) return;
    // The phone top bar wraps to its content: the panel opens right under it.
    setPanelTop(header.current?.getBoundingClientRect().bottom ?? null);
    aside.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  const onSidebarKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (open && e.key === 'Escape') {
      e.stopPropagation();
      close(true);
    }
  };
  const onSidebarClick = (e: MouseEvent<HTMLElement>) => {
    if (open && (e.target as HTMLElement).closest('a')) close(false);
  };

  return (
    <div className={s.shell}>
      <a href={`#${MAIN_ID}`} className={s.skipLink}>
        Skip to content
      </a>
      <aside
        ref={aside}
        id={sidebarId}
        aria-label={sidebarLabel}
        className={cx(s.sidebar, open && s.sidebarOpen)}
        style={open && panelTop !== null ? assignInlineVars({ [s.panelTop]: `${panelTop}px` }) : undefined}
        data-open={open || undefined}
        onKeyDown={onSidebarKeyDown}
        onClick={onSidebarClick}
      >
        {sidebar}
      </aside>
      <div className={s.column}>
        <header ref={header} className={s.topBar}>
          <div className={s.compactStart}>
            <button
              ref={button}
              type="button"
              className={s.menuButton}
              aria-expanded={open}
              aria-controls={sidebarId}
              onClick={() => setOpen((o) => !o)}
              onKeyDown={(e) => e.key === 'Escape' && open && close(true)}
            >
              <span aria-hidden="true" className={s.menuIcon}>
                {open ? '✕' : '☰'}
              </span>
              Menu
            </button>
            {compactBrand}
          </div>
          <div className={s.topBarContent}>{topBar}</div>
        </header>
        <main id={MAIN_ID} tabIndex={-1} className={s.main}>
          {children}
          {footer ? (
            <footer id={footerId} className={s.footer}>
              {footer}
            </footer>
          ) : null}
        </main>
      </div>
    </div>
  );
}
