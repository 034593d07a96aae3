import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppShell } from './AppShell.tsx';
import * as s from './AppShell.css.ts';

describe('AppShell', () => {
  it('places sidebar, top bar and content in their landmarks', () => {
    render(
      <AppShell sidebar={<nav aria-label="Main">links</nav>} topBar={<span>Sixes queue</span>}>
        <p>lobby</p>
      </AppShell>,
    );
    const aside = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(aside.classList.contains(s.sidebar)).toBe(true);
    expect(aside.textContent).toBe('links');
    expect(screen.getByRole('banner').textContent).toContain('Sixes queue');
    const main = screen.getByRole('main');
    expect(main.textContent).toBe('lobby');
    expect(main.classList.contains(s.main)).toBe(true);
  });

  it('offers a skip link to the main content', () => {
    render(<AppShell sidebar={null} topBar={null} />);
    const link = screen.getByRole('link', { name: 'Skip to content' });
    const target = link.getAttribute('href')!.slice(1);
    expect(document.getElementById(target)).toBe(screen.getByRole('main'));
  });

  it('folds the navigation behind a Menu button: aria-expanded, focus moves in, Escape closes and returns focus', async () => {
    render(
      <AppShell
        sidebar={
          <nav aria-label="Main">
            <a href="#queue">Queue</a>
            <a href="#pugs">Pug history</a>
          </nav>
        }
        topBar={<span>bar</span>}
        compactBrand={<span>TF2 Pugs</span>}
        footer={<span>host build 1</span>}
      />,
    );
    const menu = screen.getByRole('button', { name: 'Menu' });
    const aside = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(menu.getAttribute('aria-controls')).toBe(aside.id);
    expect(aside.classList.contains(s.sidebarOpen)).toBe(false);
    await userEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(aside.classList.contains(s.sidebarOpen)).toBe(true);
    expect(document.activeElement).toBe(within(aside).getByRole('link', { name: 'Queue' }));
    await userEvent.keyboard('{Escape}');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
    // Following a link closes it.
    await userEvent.click(menu);
    await userEvent.click(within(aside).getByRole('link', { name: 'Pug history' }));
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('host build 1').closest('footer')).toBeTruthy();
  });
});
