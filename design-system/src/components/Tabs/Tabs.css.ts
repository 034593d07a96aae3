import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  // Phones: the tabs wrap onto a second row rather than hide past the edge.
  '@media': { 'screen and (max-width: 767.98px)': { flexWrap: 'wrap', overflowX: 'visible' } },
});

export const trigger = style({
  appearance: 'none',
  background: 'transparent',
  border: 'none',
  borderBottom: '2px solid transparent',
  marginBottom: -1,
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.text, borderBottomColor: vars.color.primary },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const panel = style({ outline: 'none' });
