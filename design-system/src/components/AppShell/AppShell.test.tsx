import { render, screen } from '@testing-library/react';
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
    expect(screen.getByRole('banner').textContent).toBe('Sixes queue');
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
});
