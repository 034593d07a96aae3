import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const maxHeightVar = createVar();
export const area = style({
  maxHeight: maxHeightVar,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingRight: vars.space.xs,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
