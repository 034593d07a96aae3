import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.text });
export const control = style({
  font: 'inherit',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  minHeight: 36,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
  },
});
export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.error, fontWeight: 600 });
export const checkRow = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, cursor: 'pointer', fontSize: vars.fontSize.md });
export const check = style({
  width: 18,
  height: 18,
  accentColor: vars.color.primary,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
