import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const bar = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 40,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  // Expanded, the list scrolls inside at most a third of the screen.
  maxHeight: '33vh',
  overflowY: 'auto',
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.overlay,
});

/** The items and, beside them (below them on a narrow screen), "N more" and "Dismiss all". */
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 20rem',
  minWidth: 0,
});

export const controls = style({ display: 'flex', gap: vars.space.xs, flexShrink: 0, marginLeft: 'auto' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderLeft: '4px solid',
  borderRadius: vars.radii.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const itemVariant = styleVariants({
  default: { borderLeftColor: vars.color.border },
  info: { borderLeftColor: vars.color.info },
  success: { borderLeftColor: vars.color.success },
  warning: { borderLeftColor: vars.color.warning },
  error: { borderLeftColor: vars.color.error },
});

export const message = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
/** Collapsed: one line, ended with an ellipsis (the whole text is its title, and shows expanded). */
export const messageClamped = style({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', overflowWrap: 'normal' });
export const time = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, whiteSpace: 'nowrap' });
export const link = style({ color: vars.color.secondary, fontWeight: 600, whiteSpace: 'nowrap' });
export const more = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.sm,
  background: 'transparent',
  color: vars.color.secondary,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.secondary}`, outlineOffset: 2 } },
});
