import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SidebarLink, SidebarNav, navLinkActiveClass, navLinkClass, navLinkClassName } from './SidebarNav.tsx';

describe('SidebarNav', () => {
  it('is a labelled navigation landmark whose active link is the current page', () => {
    render(
      <SidebarNav label="Site" brand="TF2 Pugs">
        <SidebarLink href="/">Queue</SidebarLink>
        <SidebarLink href="/admin" active>
          Admin
        </SidebarLink>
      </SidebarNav>,
    );
    expect(screen.getByRole('navigation', { name: 'Site' }).textContent).toContain('TF2 Pugs');
    const queue = screen.getByRole('link', { name: 'Queue' });
    const admin = screen.getByRole('link', { name: 'Admin' });
    expect(queue.getAttribute('aria-current')).toBeNull();
    expect(queue.className).toBe(navLinkClass);
    expect(admin.getAttribute('aria-current')).toBe('page');
    expect(admin.classList.contains(navLinkActiveClass)).toBe(true);
  });

  it('gives NavLink-style callers the right class names', () => {
    expect(navLinkClassName({ isActive: false })).toBe(navLinkClass);
    expect(navLinkClassName({ isActive: true }).split(' ')).toEqual([navLinkClass, navLinkActiveClass]);
    expect(navLinkClass).not.toBe(navLinkActiveClass);
  });
});
