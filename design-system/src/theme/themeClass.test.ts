import { describe, expect, it } from 'vitest';
import { vars } from './contract.css.ts';
import { themeClass, type ThemeMode } from './themeClass.ts';
import { darkTheme, lightTheme } from './themes.css.ts';
import { darkTokens, lightTokens } from './tokens.ts';

describe('themeClass', () => {
  it('maps each mode to its theme class', () => {
    expect(themeClass('dark')).toBe(darkTheme);
    expect(themeClass('light')).toBe(lightTheme);
    expect(darkTheme).not.toBe(lightTheme);
  });

  it('rejects an unknown mode', () => {
    expect(() => themeClass('sepia' as ThemeMode)).toThrow(/Unknown theme mode "sepia"/);
  });
});

describe('theme tokens', () => {
  it('exposes every token as a CSS variable', () => {
    for (const value of Object.values(vars.color)) expect(value).toMatch(/^var\(--[\w-]+\)$/);
  });

  it('uses an orange primary, teal secondary and a grey sidebar in the dark theme', () => {
    const { primary, secondary, sidebar } = darkTokens.color;
    const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
    const [pr, pg, pb] = rgb(primary);
    expect(pr).toBeGreaterThan(pg);
    expect(pg).toBeGreaterThan(pb);
    const [sr, sg, sb] = rgb(secondary);
    expect(sg).toBeGreaterThan(sr);
    expect(sb).toBeGreaterThan(sr);
    const [gr, gg, gb] = rgb(sidebar);
    expect(Math.max(gr, gg, gb) - Math.min(gr, gg, gb)).toBeLessThan(12);
  });

  it('gives light and dark different backgrounds and text colours', () => {
    expect(lightTokens.color.background).not.toBe(darkTokens.color.background);
    expect(lightTokens.color.text).not.toBe(darkTokens.color.text);
  });
});
