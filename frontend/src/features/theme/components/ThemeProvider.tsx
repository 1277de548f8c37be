import { createContext, useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
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

/**
 * The theme as a store outside React: the page's theme is what the inline script of index.html
 * applied from storage (or what this visit chose, should storage refuse to keep it).
 */
const listeners = new Set<() => void>();
let chosenThisVisit: Theme | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const currentTheme = (): Theme => chosenThisVisit ?? readTheme(browserStorage());
// Prerendered pages are built in the default theme; hydration starts from it, then React
// re-renders with the saved one without a mismatch.
const prerenderedTheme = (): Theme => DEFAULT_THEME;

export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribe, currentTheme, prerenderedTheme);

  const toggleTheme = useCallback(() => {
    const next = toggledTheme(currentTheme());
    chosenThisVisit = next;
    applyTheme(document.documentElement, next);
    saveTheme(browserStorage(), next);
    for (const listener of listeners) listener();
  }, []);

  const value = useMemo(() => ({ theme, toggleTheme }), [theme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
