import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { themeClass } from '@pug/design-system';
import { useScoped } from './scope.ts';

export type ThemeMode = 'dark' | 'light';
export const THEME_STORAGE_KEY = 'pug.themeMode';

interface ThemeModeValue {
  mode: ThemeMode;
  setMode(mode: ThemeMode): void;
  toggle(): void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

function readStoredMode(): ThemeMode {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

/** Dark by default; the choice is persisted in localStorage and applied to <html>. */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(readStoredMode);

  useEffect(() => {
    const root = document.documentElement;
    const classes = [themeClass('dark'), themeClass('light')];
    root.classList.remove(...classes);
    root.classList.add(themeClass(mode));
    root.dataset.themeMode = mode;
    root.style.colorScheme = mode;
  }, [mode]);

  const setMode = useCallback((next: ThemeMode) => {
    setModeState(next);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // storage may be unavailable (private mode): the mode still applies for this visit
    }
  }, []);

  const value = useMemo<ThemeModeValue>(() => ({ mode, setMode, toggle: () => setMode(mode === 'dark' ? 'light' : 'dark') }), [mode, setMode]);
  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>;
}

export function useThemeMode(): ThemeModeValue {
  return useScoped(ThemeModeContext, 'useThemeMode', 'ThemeModeProvider');
}
