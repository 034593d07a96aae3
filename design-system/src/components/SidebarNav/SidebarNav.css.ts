import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.lg}`,
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
  color: vars.color.primary,
});

export const sectionTitle = style({
  margin: `${vars.space.md} ${vars.space.md} ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});

/** Pass to react-router's NavLink (or any anchor) as its class name. */
export const navLinkClass = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.md,
  color: vars.color.textMuted,
  fontWeight: 600,
  textDecoration: 'none',
  borderLeft: '3px solid transparent',
  selectors: {
    '&&': { color: vars.color.textMuted },
    '&&:hover': { background: vars.color.surfaceRaised, color: vars.color.text },
  },
});

/** Added to `navLinkClass` for the current page. */
export const navLinkActiveClass = style({
  selectors: {
    [`${navLinkClass}&`]: {
      background: vars.color.surfaceRaised,
      color: vars.color.text,
      borderLeftColor: vars.color.primary,
    },
  },
});
