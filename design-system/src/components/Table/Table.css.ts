import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Phones: tighter cells, and the columns marked `phoneHidden` left out. */
const phone = 'screen and (max-width: 600px)';

export const wrapper = style({
  width: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const head = style({ background: vars.color.surfaceRaised });

export const row = style({
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    'tbody > &:last-child': { borderBottom: 'none' },
    'tbody > &:hover': { background: vars.color.surface },
  },
});

/** The viewer's own row (a ladder's "you are here"): raised, with the primary colour down its left edge. */
export const currentRow = style({
  background: vars.color.surfaceRaised,
  boxShadow: `inset 4px 0 0 ${vars.color.primary}`,
  fontWeight: 600,
});

export const headerCell = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: 600,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  whiteSpace: 'nowrap',
  '@media': { [phone]: { padding: `${vars.space.xs} ${vars.space.sm}` } },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  verticalAlign: 'middle',
  '@media': { [phone]: { padding: `${vars.space.xs} ${vars.space.sm}` } },
});

export const phoneHidden = style({ '@media': { [phone]: { display: 'none' } } });

/** A header's full label: on a phone only for screen readers (the short one shows). */
export const longLabel = style({
  '@media': {
    [phone]: { position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 },
  },
});

/** A header's short label: shown on a phone only. */
export const shortLabel = style({ display: 'none', '@media': { [phone]: { display: 'inline' } } });

export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  padding: vars.space.md,
  fontWeight: 600,
});
