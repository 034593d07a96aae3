import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const sizeVar = createVar();

export const avatar = style({
  display: 'inline-block',
  flexShrink: 0,
  width: sizeVar,
  height: sizeVar,
  borderRadius: vars.radii.md,
  objectFit: 'cover',
  background: vars.color.surfaceRaised,
  verticalAlign: 'middle',
});

export const round = style({ borderRadius: vars.radii.full });
