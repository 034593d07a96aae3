import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `1px ${vars.space.sm}`,
  borderRadius: vars.radii.full,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.04em',
  lineHeight: 1.6,
  whiteSpace: 'nowrap',
  border: '1px solid transparent',
});

export const badgeTone = styleVariants({
  neutral: { background: vars.color.surfaceRaised, color: vars.color.text, borderColor: vars.color.border },
  primary: { background: vars.color.primary, color: vars.color.primaryText },
  secondary: { background: vars.color.secondary, color: vars.color.secondaryText },
  blu: { background: vars.color.blu, color: '#fff' },
  red: { background: vars.color.red, color: '#fff' },
  success: { background: vars.color.success, color: '#08130a' },
  warning: { background: vars.color.warning, color: '#1c1400' },
  error: { background: vars.color.error, color: '#fff' },
  info: { background: vars.color.info, color: '#04142a' },
});

/** One fixed colour per division, lowest (NEW) to highest (INV). Same in both themes. */
export const divisionTone = styleVariants({
  NEW: { background: '#7d8590', color: '#0d1117' },
  NC: { background: '#3fb950', color: '#07140a' },
  AM: { background: '#2ea8c7', color: '#03161c' },
  IM: { background: '#4f6fe0', color: '#ffffff' },
  MAIN: { background: '#9b59d0', color: '#ffffff' },
  ADV: { background: '#e0622f', color: '#ffffff' },
  INV: { background: '#e3b341', color: '#1c1400' },
});
