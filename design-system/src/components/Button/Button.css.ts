import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

/** `&&` (two classes) holds each variant's text colour on a link too (ButtonLink): the theme's link colour is `.theme a`. */
export const button = recipe({
  base: {
    appearance: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radii.md,
    fontFamily: vars.font.body,
    fontWeight: 600,
    lineHeight: 1.2,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    transition: 'background-color 120ms, border-color 120ms, color 120ms',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        selectors: { '&&': { color: vars.color.primaryText }, '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.secondary,
        color: vars.color.secondaryText,
        selectors: { '&&': { color: vars.color.secondaryText }, '&:hover:not(:disabled)': { background: vars.color.secondaryHover } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&&': { color: vars.color.text }, '&:hover:not(:disabled)': { background: vars.color.surfaceRaised } },
      },
      danger: {
        background: vars.color.error,
        color: vars.color.onError,
        selectors: { '&&': { color: vars.color.onError }, '&:hover:not(:disabled)': { filter: 'brightness(1.1)' } },
      },
    },
    size: {
      sm: { fontSize: vars.fontSize.sm, padding: `${vars.space.xs} ${vars.space.md}`, minHeight: 30 },
      md: { fontSize: vars.fontSize.md, padding: `${vars.space.sm} ${vars.space.lg}`, minHeight: 38 },
      /** The one action a screen is for ("Join" the pug's server): easy to hit on a phone. */
      lg: { fontSize: vars.fontSize.lg, padding: `${vars.space.md} ${vars.space.xl}`, minHeight: 52 },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
    /** A long label wraps onto a second line instead of running past a narrow container. */
    wrap: { true: { whiteSpace: 'normal', textAlign: 'center', maxWidth: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false, wrap: false },
});
