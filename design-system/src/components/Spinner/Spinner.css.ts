import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  verticalAlign: 'middle',
  color: vars.color.primary,
});

export const ring = style({
  display: 'block',
  borderRadius: vars.radii.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2s' } },
});

export const ringSize = styleVariants({
  sm: { width: 14, height: 14 },
  md: { width: 22, height: 22 },
  lg: { width: 36, height: 36, borderWidth: 3 },
});
