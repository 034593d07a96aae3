import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const maxHeightVar = createVar();
export const area = style({
  maxHeight: maxHeightVar,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingRight: vars.space.xs,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
// A list inside the area is laid out by its own items (no bullets or indent).
globalStyle(`${area} > ul, ${area} > ol`, { listStyle: 'none', margin: 0, padding: 0 });
