import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { darkTheme, lightTheme } from './themes.css.ts';

const themed = `:is(${darkTheme}, ${lightTheme})`;

globalStyle('html, body', { margin: 0, padding: 0 });

globalStyle(`${themed}`, {
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  WebkitFontSmoothing: 'antialiased',
  colorScheme: 'dark',
});

globalStyle(`${lightTheme}`, { colorScheme: 'light' });

globalStyle(`html${themed} body`, { background: vars.color.background });

globalStyle(`${themed}, ${themed} *, ${themed} *::before, ${themed} *::after`, {
  boxSizing: 'border-box',
});

globalStyle(`${themed} :focus-visible, ${themed}:focus-visible`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle(`${themed} a`, { color: vars.color.secondary });

globalStyle(`${themed} ::selection`, {
  background: vars.color.primary,
  color: vars.color.primaryText,
});
