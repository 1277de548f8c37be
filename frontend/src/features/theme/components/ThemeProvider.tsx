import { createContext, useCallback, useMemo, useState, type ReactNode } from 'react';
import { applyTheme, readTheme, saveTheme, toggledTheme, type Theme } from '../theme-storage';

export interface ThemeContextValue {
  theme: Theme;
  toggleTheme: () => void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<Theme>(() => readTheme(browserStorage()));

  const toggleTheme = useCallback(() => {
    setTheme((current) => {
      const next = toggledTheme(current);
      applyTheme(document.documentElement, next);
      saveTheme(browserStorage(), next);
      return next;
    });
  }, []);

  const value = useMemo(() => ({ theme, toggleTheme }), [theme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
