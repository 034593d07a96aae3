import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** A header pill that links somewhere ("Queued [10/12] Sixes · Medic"). */
export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 30,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radii.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  lineHeight: 1.2,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  // Two classes: the theme's link colour is `.theme a`.
  selectors: { '&&': { color: vars.color.text }, '&:hover': { borderColor: vars.color.primary } },
});

export const count = style({ fontVariantNumeric: 'tabular-nums' });

/** The words after the count: a phone's one-row header shows the count only; the words stay in the link's name. */
export const detail = style({
  '@media': {
    'screen and (max-width: 767px)': {
      position: 'absolute',
      width: 1,
      height: 1,
      margin: -1,
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
    },
  },
});

/**
 * A phone's one-row header has no room for both: while a pill is in the header, the compact
 * brand's name (marked `data-brand-name`) gives way to it; the logo stays.
 */
globalStyle(`header:has(${pill}) [data-brand-name]`, {
  '@media': { 'screen and (max-width: 767px)': { display: 'none' } },
});
