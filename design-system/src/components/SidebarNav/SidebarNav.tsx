import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { cx } from '../Box/Box.tsx';
import * as s from './SidebarNav.css.ts';

export const navLinkClass = s.navLinkClass;
export const navLinkActiveClass = s.navLinkActiveClass;

/** For react-router's `<NavLink className={navLinkClassName}>`. */
export function navLinkClassName({ isActive }: { isActive: boolean }): string {
  return isActive ? cx(navLinkClass, navLinkActiveClass) : navLinkClass;
}

export type SidebarNavProps = {
  /** Accessible name of the navigation landmark (default 'Main'). */
  label?: string;
  /** Shown above the links (site name, logo). */
  brand?: ReactNode;
  /** Links: <SidebarLink>, NavLinks with `navLinkClass`, or <SidebarSection>s. */
  children?: ReactNode;
};

/** The sidebar's navigation landmark. */
export function SidebarNav({ label = 'Main', brand, children }: SidebarNavProps) {
  return (
    <nav aria-label={label} className={s.nav}>
      {brand ? <div className={s.brand}>{brand}</div> : null}
      {children}
    </nav>
  );
}

/** A titled group of links. */
export function SidebarSection({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div>
      <p className={s.sectionTitle}>{title}</p>
      {children}
    </div>
  );
}

export type SidebarLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** The current page: styled active and marked aria-current="page". */
  active?: boolean;
  icon?: ReactNode;
};

/** A plain-anchor nav link (apps with a router pass `navLinkClass` to their own link instead). */
export function SidebarLink({ active = false, icon, className, children, ...rest }: SidebarLinkProps) {
  return (
    <a {...rest} aria-current={active ? 'page' : undefined} className={cx(navLinkClass, active && navLinkActiveClass, className)}>
      {icon}
      {children}
    </a>
  );
}
