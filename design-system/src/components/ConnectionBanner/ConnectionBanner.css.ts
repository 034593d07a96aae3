import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** A strip in the page's flow, above the content (it never covers the top bar). */
export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: '2px solid',
  boxShadow: vars.shadow.overlay,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const tone = styleVariants({
  reconnecting: { borderColor: vars.color.warning },
  offline: { borderColor: vars.color.error },
});

export const spinnerSlot = style({ display: 'inline-flex', flexShrink: 0 });
export const message = style({ flex: 1, minWidth: 0 });
