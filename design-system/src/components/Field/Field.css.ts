import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.text });
export const required = style({ color: vars.color.error, marginLeft: vars.space.xxs });
export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, margin: 0 });
export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.error, margin: 0 });

/** The look of a text input, select or textarea inside a Field. */
export const control = style({
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  minHeight: '2.25rem',
  width: '100%',
  boxSizing: 'border-box',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});
globalStyle(`textarea${control}`, { resize: 'vertical', minHeight: '5rem' });
export const checkRow = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, cursor: 'pointer', fontSize: vars.fontSize.md });
export const check = style({
  width: 18,
  height: 18,
  accentColor: vars.color.primary,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
