import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const phone = 'screen and (max-width: 767.98px)';

export const wrapper = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const range = style({ width: '4.5rem', accentColor: vars.color.primary, cursor: 'pointer' });
export const value = style({ minWidth: '2.5em', textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

/** The speaker icon beside the slider: wide screens only. */
export const icon = style({ display: 'inline-flex', '@media': { [phone]: { display: 'none' } } });

/** Phones: the speaker is a button that opens the slider in a small panel under it. */
export const phoneButton = style({
  display: 'none',
  appearance: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.25rem',
  minHeight: '2.25rem',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '@media': { [phone]: { display: 'inline-flex' } },
});

export const controls = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': { [phone]: { display: 'none' } },
});

export const controlsOpen = style({
  '@media': {
    [phone]: {
      display: 'inline-flex',
      position: 'absolute',
      top: `calc(100% + ${vars.space.xs})`,
      right: 0,
      zIndex: 30,
      padding: vars.space.sm,
      background: vars.color.surfaceRaised,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radii.md,
      boxShadow: vars.shadow.overlay,
    },
  },
});
