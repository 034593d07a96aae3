import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const banner = style({
  position: 'fixed',
  top: vars.space.sm,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 50,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: 'calc(100vw - 16px)',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radii.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: '2px solid',
  boxShadow: vars.shadow.overlay,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const tone = styleVariants({
  reconnecting: { borderColor: vars.color.warning },
  offline: { borderColor: vars.color.error },
});
