import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const base = {
  margin: 0,
  fontFamily: vars.font.heading,
  color: vars.color.text,
  lineHeight: 1.25,
  // A 32-character name of the widest glyphs is wider than a phone: it wraps instead of pushing the page sideways.
  overflowWrap: 'anywhere',
} as const;

export const heading = styleVariants({
  1: { ...base, fontSize: vars.fontSize.xxl, fontWeight: 800 },
  2: { ...base, fontSize: vars.fontSize.xl, fontWeight: 700 },
  3: { ...base, fontSize: vars.fontSize.lg, fontWeight: 700 },
  4: { ...base, fontSize: vars.fontSize.md, fontWeight: 600, letterSpacing: '0.02em' },
});
