import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** One column on a phone, the aside first; from 1100 px the aside takes the right column and stays in view. */
export const split = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(340px, 440px)' },
  },
});

export const aside = style({
  minWidth: 0,
  '@media': {
    'screen and (min-width: 1100px)': { gridColumn: 2, gridRow: 1, position: 'sticky', top: vars.space.lg },
  },
});

export const main = style({
  minWidth: 0,
  '@media': {
    'screen and (min-width: 1100px)': { gridColumn: 1, gridRow: 1 },
  },
});
