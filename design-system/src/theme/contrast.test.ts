import { describe, expect, it } from 'vitest';
import { contrastRatio, mix, parseColor } from './contrast.ts';
import { contrastPairs } from './contrastPairs.ts';
import { darkTokens, lightTokens } from './tokens.ts';

describe('contrast ratio (WCAG 2)', () => {
  it('is 21 for black on white and 1 for a colour on itself, either way round', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#f28c28', '#f28c28')).toBe(1);
  });

  it('matches known values', () => {
    // #767676 on white is the classic 4.54:1 grey.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    // The skip link's old colours: teal link text on the orange fill.
    expect(contrastRatio('#1fb5a8', '#f28c28')).toBeLessThan(1.2);
  });

  it('mixes like color-mix(in srgb) and parses rgb()', () => {
    expect(mix('#ffffff', 0.5, '#000000')).toBe('#808080');
    expect(parseColor('rgba(5, 6, 8, 0.7)')).toEqual([5, 6, 8]);
    expect(() => parseColor('orange')).toThrow(/Not a colour/);
  });
});

describe.each([
  ['dark', darkTokens],
  ['light', lightTokens],
] as const)('the %s theme', (_name, tokens) => {
  const pairs = contrastPairs(tokens);

  it('lists the pairs the components draw', () => {
    expect(pairs.length).toBeGreaterThan(60);
    expect(pairs.map((p) => p.what)).toEqual(
      expect.arrayContaining(['text on surface', 'primaryText on primary', 'link (secondary) on background', 'focus ring on surface']),
    );
  });

  it('passes WCAG AA for every pair (4.5:1 text, 3:1 controls)', () => {
    const failing = pairs
      .map((p) => ({ ...p, ratio: Number(contrastRatio(p.fg, p.bg).toFixed(2)) }))
      .filter((p) => p.ratio < p.min)
      .map((p) => `${p.what}: ${p.fg} on ${p.bg} is ${p.ratio}:1, needs ${p.min}:1`);
    expect(failing).toEqual([]);
  });
});

it('would catch a token change that breaks AA', () => {
  const broken = { ...lightTokens, color: { ...lightTokens.color, primary: '#d96f0b' } };
  const failing = contrastPairs(broken).filter((p) => contrastRatio(p.fg, p.bg) < p.min);
  expect(failing.map((p) => p.what)).toContain('primaryText on primary');
});
