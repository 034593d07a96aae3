import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

/** Fewer, wider tiles (each at least 300px) that stretch to fill the row: a pug's two team cards. */
export const wide = style({
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
});
