import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const sidebarWidth = createVar();
const topBarHeight = createVar();

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
    [narrow]: {
      position: 'static',
      width: '100%',
      borderRight: 'none',
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
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
  '@media': { [narrow]: { padding: `0 ${vars.space.lg}` } },
});

export const main = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.xl,
  outline: 'none',
  '@media': { [narrow]: { overflowY: 'visible', padding: vars.space.lg } },
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
