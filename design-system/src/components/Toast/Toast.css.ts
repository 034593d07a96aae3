import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const slideIn = keyframes({
  from: { transform: 'translateX(calc(100% + 24px))' },
  to: { transform: 'translateX(0)' },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const viewport = style({
  position: 'fixed',
  // Above the notification bar while it shows (NotificationBar publishes its height), never over it.
  bottom: 'var(--pug-notification-bar-height, 0px)',
  right: 0,
  zIndex: 2000,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 380,
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
});

export const toast = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: 4,
  borderRadius: vars.radii.md,
  boxShadow: vars.shadow.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} 160ms ease-out` },
    '&[data-state="closed"]': { animation: `${fadeOut} 120ms ease-in` },
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const toastVariant = styleVariants({
  default: { borderLeftColor: vars.color.border },
  success: { borderLeftColor: vars.color.success },
  warning: { borderLeftColor: vars.color.warning },
  error: { borderLeftColor: vars.color.error },
  info: { borderLeftColor: vars.color.info },
});

export const title = style({ fontWeight: 700, fontSize: vars.fontSize.sm });
export const description = style({ gridColumn: '1 / 2', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const close = style({ gridColumn: '2 / 3', gridRow: '1 / 2' });
