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
    blu: '#7aa7e6',
    red: '#f08a84',
    success: '#3fb950',
    warning: '#e3b341',
    error: '#ff8a8a',
    info: '#58a6ff',
    focus: '#ffb870',
    overlay: 'rgba(5, 6, 8, 0.7)',
    onBlu: '#0b1526',
    onRed: '#240806',
    onSuccess: '#08130a',
    onWarning: '#1c1400',
    onError: '#240505',
    onInfo: '#04142a',
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
    primary: '#a34a05',
    primaryHover: '#8c3f04',
    primaryText: '#ffffff',
    secondary: '#0b6f67',
    secondaryHover: '#095c55',
    secondaryText: '#ffffff',
    blu: '#2a5fab',
    red: '#a8321f',
    success: '#176b2c',
    warning: '#845500',
    error: '#b0221f',
    info: '#1a5fb4',
    focus: '#a34a05',
    overlay: 'rgba(20, 22, 28, 0.45)',
    onBlu: '#ffffff',
    onRed: '#ffffff',
    onSuccess: '#ffffff',
    onWarning: '#ffffff',
    onError: '#ffffff',
    onInfo: '#ffffff',
  },
  shadow: {
    raised: '0 1px 2px rgba(16, 24, 40, 0.12)',
    overlay: '0 12px 32px rgba(16, 24, 40, 0.25)',
  },
};
