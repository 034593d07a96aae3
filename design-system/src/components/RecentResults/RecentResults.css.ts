import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({ display: 'inline-flex', gap: 3, listStyle: 'none', margin: 0, padding: 0 });
const pill = style({
  width: 20,
  height: 20,
  borderRadius: vars.radii.sm,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});
export const result = styleVariants({
  rw: [pill, { background: vars.color.success, color: '#08130a' }],
  rl: [pill, { background: vars.color.error, color: '#fff' }],
});
