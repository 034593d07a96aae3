import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const hoverLook = { background: vars.color.surfaceRaised, borderColor: vars.color.textMuted };

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: vars.space.xs,
    paddingRight: vars.space.sm,
    minWidth: 0,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radii.md,
    transition: 'background-color 120ms, border-color 120ms, opacity 120ms',
    selectors: { '&:hover': hoverLook },
  },
  variants: {
    captain: {
      true: { outline: `2px solid ${vars.color.primary}`, outlineOffset: 1 },
      false: {},
    },
    ready: {
      true: {
        borderColor: vars.color.success,
        boxShadow: `inset 3px 0 0 ${vars.color.success}`,
        selectors: { '&:hover': { borderColor: vars.color.success } },
      },
      false: {},
    },
    self: {
      true: { background: `color-mix(in srgb, ${vars.color.secondary} 18%, ${vars.color.surface})` },
      false: {},
    },
    disabled: {
      true: { opacity: 0.45, filter: 'grayscale(0.6)' },
      false: {},
    },
    /** Story-only: shows the hover look without a pointer. */
    forceHover: { true: hoverLook, false: {} },
  },
  defaultVariants: { captain: false, ready: false, self: false, disabled: false, forceHover: false },
});

export const main = style({
  appearance: 'none',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
  padding: 0,
  margin: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  borderRadius: vars.radii.sm,
});

export const selectable = style({
  cursor: 'pointer',
  selectors: { '&[aria-disabled="true"]': { cursor: 'not-allowed' } },
});

export const info = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const alias = style({
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

// A profile link in place of the name reads as the name, underlined on hover and focus.
globalStyle(`${alias} a`, { color: 'inherit', textDecoration: 'none' });
globalStyle(`${alias} a:hover, ${alias} a:focus-visible`, { textDecoration: 'underline' });

export const subtitle = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 20,
  height: 20,
  borderRadius: vars.radii.full,
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  lineHeight: 1,
});

export const captainMarker = style([marker, { background: vars.color.primary, color: vars.color.primaryText }]);
export const readyMarker = style([marker, { background: vars.color.success, color: vars.color.onSuccess }]);

export const badge = style({ flexShrink: 0, display: 'inline-flex' });

export const menu = style({
  minWidth: 180,
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  boxShadow: vars.shadow.overlay,
  zIndex: 1500,
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radii.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.primary, color: vars.color.primaryText },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const menuItemDanger = style({ color: vars.color.error });

export const avatarSlot = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });
export const hat = style({
  position: 'absolute',
  top: '-14px',
  left: '50%',
  transform: 'translateX(-50%) rotate(-12deg)',
  lineHeight: 0,
  cursor: 'default',
  userSelect: 'none',
});
