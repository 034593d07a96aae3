import './global.css.ts';

export { vars } from './contract.css.ts';
export { darkTheme, lightTheme } from './themes.css.ts';
export { themeClass, type ThemeMode } from './themeClass.ts';
export { darkTokens, lightTokens, type ThemeTokens } from './tokens.ts';
