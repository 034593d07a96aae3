import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** A strip in the page's flow above the content, like the connection banner. */
export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `2px solid ${vars.color.info}`,
  fontSize: vars.fontSize.sm,
});

export const message = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere', alignSelf: 'center' });

export const link = style({
  marginLeft: vars.space.xs,
  color: vars.color.secondary,
  fontWeight: 600,
  textDecoration: 'underline',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});
