import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  color: '#ffffff',
});

export const discTone = styleVariants({
  offense: { fill: vars.color.red },
  defense: { fill: vars.color.blu },
  support: { fill: vars.color.secondary },
  unknown: { fill: vars.color.border },
});

export const glyph = style({ fill: 'currentColor' });
