export type Theme = 'dark' | 'light';

/** Local storage key of the chosen theme; index.html reads the same key before first paint. */
export const THEME_STORAGE_KEY = 'distill-theme';
export const DEFAULT_THEME: Theme = 'dark';

export function parseTheme(value: string | null | undefined): Theme {
  return value === 'light' || value === 'dark' ? value : DEFAULT_THEME;
}

export function readTheme(storage: Pick<Storage, 'getItem'> | undefined): Theme {
  try {
    return parseTheme(storage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return DEFAULT_THEME;
  }
}

export function saveTheme(storage: Pick<Storage, 'setItem'> | undefined, theme: Theme): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private browsing modes may refuse storage; the theme still applies for this visit.
  }
}

export function toggledTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}

export function applyTheme(root: HTMLElement, theme: Theme): void {
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
}
