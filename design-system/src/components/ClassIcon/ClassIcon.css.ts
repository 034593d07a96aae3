import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
});

export const discTone = styleVariants({
  // The glyph (currentColor) in the matching "on" colour of its disc (contrast: theme/contrastPairs.ts).
  offense: { fill: vars.color.red, color: vars.color.onRed },
  defense: { fill: vars.color.blu, color: vars.color.onBlu },
  support: { fill: vars.color.secondary, color: vars.color.secondaryText },
  unknown: { fill: vars.color.border, color: vars.color.text },
});

export const glyph = style({ fill: 'currentColor' });
