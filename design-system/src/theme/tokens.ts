import type { MapLeafNodes } from './types.ts';
import type { vars } from './contract.css.ts';

export type ThemeTokens = MapLeafNodes<typeof vars, string>;

const shared = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
  },
  radii: { none: '0', sm: '4px', md: '6px', lg: '10px', full: '9999px' },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
  },
  font: {
    body: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif",
    heading: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif",
    mono: "'JetBrains Mono', ui-monospace, SFMono-Regular, Menlo, monospace",
  },
};

/** Dark is the default theme: primary orange, secondary teal, BLU blue, RED red, sidebar grey. */
export const darkTokens: ThemeTokens = {
  ...shared,
  color: {
    background: '#16181d',
    surface: '#1f2229',
    surfaceRaised: '#2a2e37',
    sidebar: '#2b2d31',
    text: '#eceef2',
    textMuted: '#a1a7b3',
    border: '#3a3f4a',
    primary: '#f28c28',
    primaryHover: '#ff9f45',
    primaryText: '#1a1206',
    secondary: '#1fb5a8',
    secondaryHover: '#34cabd',
    secondaryText: '#04201d',
    blu: '#5b8fd6',
    red: '#d9534f',
    success: '#3fb950',
    warning: '#e3b341',
    error: '#f05454',
    info: '#58a6ff',
    focus: '#ffb870',
    overlay: 'rgba(5, 6, 8, 0.7)',
  },
  shadow: {
    raised: '0 1px 2px rgba(0, 0, 0, 0.4)',
    overlay: '0 12px 32px rgba(0, 0, 0, 0.55)',
  },
};

export const lightTokens: ThemeTokens = {
  ...shared,
  color: {
    background: '#f4f5f7',
    surface: '#ffffff',
    surfaceRaised: '#eef0f3',
    sidebar: '#e3e5e8',
    text: '#1b1e24',
    textMuted: '#5a6170',
    border: '#cdd1d8',
    primary: '#d96f0b',
    primaryHover: '#c2620a',
    primaryText: '#ffffff',
    secondary: '#118a80',
    secondaryHover: '#0d776e',
    secondaryText: '#ffffff',
    blu: '#2f6bbf',
    red: '#c0392b',
    success: '#1f8a3a',
    warning: '#a86f00',
    error: '#c62828',
    info: '#1f6fd1',
    focus: '#d96f0b',
    overlay: 'rgba(20, 22, 28, 0.45)',
  },
  shadow: {
    raised: '0 1px 2px rgba(16, 24, 40, 0.12)',
    overlay: '0 12px 32px rgba(16, 24, 40, 0.25)',
  },
};
