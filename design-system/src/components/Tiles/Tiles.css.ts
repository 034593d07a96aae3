import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});
