import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { DIVISION_COLORS } from '../../theme/divisionColors.ts';

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
  blu: { background: vars.color.blu, color: vars.color.onBlu },
  red: { background: vars.color.red, color: vars.color.onRed },
  success: { background: vars.color.success, color: vars.color.onSuccess },
  warning: { background: vars.color.warning, color: vars.color.onWarning },
  error: { background: vars.color.error, color: vars.color.onError },
  info: { background: vars.color.info, color: vars.color.onInfo },
});

/** One fixed colour per division, lowest (NEW) to highest (INV). Same in both themes. */
export const divisionTone = styleVariants(DIVISION_COLORS, ({ bg, fg }) => ({ background: bg, color: fg }));
