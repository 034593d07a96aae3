import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body },
  variants: {
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      primary: { color: vars.color.primary },
      blu: { color: vars.color.blu },
      red: { color: vars.color.red },
      success: { color: vars.color.success },
      error: { color: vars.color.error },
    },
    size: {
      xs: { fontSize: vars.fontSize.xs, lineHeight: 1.4 },
      sm: { fontSize: vars.fontSize.sm, lineHeight: 1.45 },
      md: { fontSize: vars.fontSize.md, lineHeight: 1.5 },
      lg: { fontSize: vars.fontSize.lg, lineHeight: 1.5 },
    },
    weight: {
      regular: { fontWeight: 400 },
      medium: { fontWeight: 500 },
      bold: { fontWeight: 700 },
    },
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
      false: {},
    },
    mono: {
      true: { fontFamily: vars.font.mono, fontVariantNumeric: 'tabular-nums' },
      false: {},
    },
    breakAnywhere: {
      true: { overflowWrap: 'anywhere' },
      false: {},
    },
    noWrap: {
      true: { whiteSpace: 'nowrap' },
      false: {},
    },
    /** `name`: at most the width of a long usual name (with `truncate`, the rest is an ellipsis). */
    width: {
      auto: {},
      name: { display: 'inline-block', maxWidth: '16em', verticalAlign: 'bottom' },
    },
  },
  defaultVariants: { tone: 'default', size: 'md', weight: 'regular', truncate: false, mono: false, breakAnywhere: false, noWrap: false, width: 'auto' },
});
