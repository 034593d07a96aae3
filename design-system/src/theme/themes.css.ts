import { createGlobalTheme, createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { darkTokens, lightTokens } from './tokens.ts';

/** Class name that applies the dark theme (the default). */
export const darkTheme = createTheme(vars, darkTokens, 'dark');
/** Class name that applies the light theme. */
export const lightTheme = createTheme(vars, lightTokens, 'light');

// Portalled content (dialogs, menus, toasts) renders into <body>; giving :root the dark values
// keeps it themed even when the theme class sits on an inner element. A theme class on <html>
// or any ancestor overrides this (:where keeps the specificity at zero, so it always loses).
createGlobalTheme(':where(:root)', vars, darkTokens);
