import { style, styleVariants } from '@vanilla-extract/css';

export const iconButton = style({ padding: 0, aspectRatio: '1 / 1', lineHeight: 1 });

export const iconButtonSize = styleVariants({
  sm: { width: 30, minWidth: 30, fontSize: '1rem' },
  md: { width: 38, minWidth: 38, fontSize: '1.15rem' },
});
