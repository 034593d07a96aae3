import { keyframes, style } from '@vanilla-extract/css';

const flicker = keyframes({
  '0%, 100%': { textShadow: '0 0 4px #ffb347, 0 -2px 8px #ff7a18, 0 -6px 14px #e0322f' },
  '50%': { textShadow: '0 0 6px #ffd27f, 0 -3px 10px #ff9a3d, 0 -8px 18px #ff4d1a' },
});

export const name = style({});
export const blazing = style({
  color: '#ffd27f',
  animation: `${flicker} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', textShadow: '0 0 4px #ff7a18, 0 -3px 10px #e0322f' } },
});
