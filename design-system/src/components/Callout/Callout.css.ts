import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const callout = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  padding: vars.space.lg,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceRaised,
  borderLeft: '4px solid',
  color: vars.color.text,
});

export const calloutTone = styleVariants({
  info: { borderLeftColor: vars.color.info },
  warning: { borderLeftColor: vars.color.warning },
  error: { borderLeftColor: vars.color.error },
});

export const iconTone = styleVariants({
  info: { color: vars.color.info },
  warning: { color: vars.color.warning },
  error: { color: vars.color.error },
});

export const icon = style({ fontWeight: 800, lineHeight: 1.5, flexShrink: 0, width: '1.25em', textAlign: 'center' });
export const body = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const title = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });
// Callouts name players (a sub needed in place of …): the longest names wrap.
export const content = style({ fontSize: vars.fontSize.sm, color: vars.color.text, overflowWrap: 'anywhere' });
export const action = style({ flexShrink: 0, alignSelf: 'center' });
