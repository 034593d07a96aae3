import { darkTheme, lightTheme } from './themes.css.ts';

export type ThemeMode = 'dark' | 'light';

/** The class name to put on the root element (ideally <html>) for a theme mode. */
export function themeClass(mode: ThemeMode): string {
  if (mode === 'dark') return darkTheme;
  if (mode === 'light') return lightTheme;
  throw new Error(`Unknown theme mode "${String(mode)}": expected 'dark' or 'light'`);
}
