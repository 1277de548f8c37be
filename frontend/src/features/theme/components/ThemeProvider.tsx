import {
  createContext,
  useCallback,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  applyTheme,
  DEFAULT_THEME,
  readTheme,
  saveTheme,
  toggledTheme,
  type Theme,
} from '../theme-storage';

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
  // The inline script of index.html has already applied the saved theme to the page. The first
  // render uses the default, as the prerendered HTML does (hydration must match it); the toggle
  // learns the saved theme before the browser paints.
  const [theme, setTheme] = useState<Theme>(DEFAULT_THEME);
  useLayoutEffect(() => setTheme(readTheme(browserStorage())), []);

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
