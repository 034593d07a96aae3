import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const wrapper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const range = style({ width: '4.5rem', accentColor: vars.color.primary, cursor: 'pointer' });
export const value = style({ minWidth: '2.5em', textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
