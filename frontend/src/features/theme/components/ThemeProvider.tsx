import { createContext, useMemo, type ReactNode } from 'react';
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

/**
 * What the provider hands down never changes: a page the gateway sent already rendered must get
 * no context update before its lazily loaded parts hydrate, or React renders them afresh. Each
 * component that shows the theme follows the store itself (hooks/useTheme.ts).
 */
export const ThemeContext = createContext<Pick<ThemeContextValue, 'toggleTheme'> | null>(null);

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

export function subscribeToTheme(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const currentTheme = (): Theme => chosenThisVisit ?? readTheme(browserStorage());
// Prerendered pages are built in the default theme; hydration starts from it, then React
// re-renders with the saved one without a mismatch.
export const prerenderedTheme = (): Theme => DEFAULT_THEME;

function toggleTheme() {
  const next = toggledTheme(currentTheme());
  chosenThisVisit = next;
  applyTheme(document.documentElement, next);
  saveTheme(browserStorage(), next);
  for (const listener of listeners) listener();
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const value = useMemo(() => ({ toggleTheme }), []);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
