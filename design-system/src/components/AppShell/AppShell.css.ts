import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const sidebarWidth = createVar();
const topBarHeight = createVar();
/** The phone top bar's measured height: the open navigation panel starts below it. */
export const panelTop = createVar();

const narrow = 'screen and (max-width: 767.98px)';

export const shell = style({
  vars: { [sidebarWidth]: '232px', [topBarHeight]: '56px' },
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
});

export const sidebar = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: sidebarWidth,
  overflowY: 'auto',
  background: vars.color.sidebar,
  borderRight: `1px solid ${vars.color.border}`,
  zIndex: 20,
  '@media': {
    // Phones: folded away behind the menu button; open, a panel under the top bar.
    [narrow]: {
      display: 'none',
      top: fallbackVar(panelTop, topBarHeight),
      width: '100%',
      borderRight: 'none',
      borderBottom: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.overlay,
    },
  },
});

export const sidebarOpen = style({
  '@media': { [narrow]: { display: 'block' } },
});

export const column = style({
  marginLeft: sidebarWidth,
  display: 'flex',
  flexDirection: 'column',
  height: '100vh',
  '@media': { [narrow]: { marginLeft: 0, height: 'auto' } },
});

export const topBar = style({
  flexShrink: 0,
  minHeight: topBarHeight,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `0 ${vars.space.xl}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [narrow]: { position: 'sticky', top: 0, zIndex: 21, gap: vars.space.sm, padding: `${vars.space.xs} ${vars.space.sm}` },
  },
});

/** The menu button and the compact brand: phones only. */
export const compactStart = style({
  display: 'none',
  flex: 1,
  alignItems: 'center',
  gap: vars.space.sm,
  // The brand's name stays on one line beside the menu button.
  whiteSpace: 'nowrap',
  '@media': { [narrow]: { display: 'flex' } },
});

export const topBarContent = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  justifyContent: 'flex-end',
  // Phones: one row with the menu button and brand; the bar's own content keeps to what fits (the host hides the clock, compacts the rest).
});

export const menuButton = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 40,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});

export const menuIcon = style({ fontSize: vars.fontSize.lg, lineHeight: 1 });

/** The notification bar's height (design-system NotificationBar publishes it): the page's end scrolls clear of the bar. */
const barHeight = 'var(--pug-notification-bar-height, 0px)';

export const main = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.xl,
  paddingBottom: `calc(${vars.space.xl} + ${barHeight})`,
  outline: 'none',
  '@media': { [narrow]: { overflowY: 'visible', padding: vars.space.md, paddingBottom: `calc(${vars.space.md} + ${barHeight})` } },
});

export const footer = style({
  marginTop: vars.space.xxl,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: -100,
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.primary,
  borderRadius: vars.radii.sm,
  fontWeight: 700,
  // Doubled: the theme's global link colour (a class + an element) would win over one class.
  selectors: { '&&': { color: vars.color.primaryText }, '&:focus': { top: vars.space.sm } },
});
