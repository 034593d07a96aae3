import { style } from '@vanilla-extract/css';

export const box = style({ boxSizing: 'border-box', minWidth: 0 });
