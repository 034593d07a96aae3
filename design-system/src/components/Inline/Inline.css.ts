import { style, styleVariants } from '@vanilla-extract/css';

export const inline = style({ display: 'flex', flexDirection: 'row', flexWrap: 'wrap' });
export const inlineNoWrap = style({ flexWrap: 'nowrap' });

export const inlineAlign = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  baseline: { alignItems: 'baseline' },
});

export const inlineJustify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});
