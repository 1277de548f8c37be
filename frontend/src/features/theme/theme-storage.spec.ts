import {
  applyTheme,
  parseTheme,
  readTheme,
  saveTheme,
  THEME_STORAGE_KEY,
  toggledTheme,
} from './theme-storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('theme storage', () => {
  it('defaults to dark', () => {
    expect(readTheme(memoryStorage())).toBe('dark');
    expect(readTheme(undefined)).toBe('dark');
    expect(parseTheme('purple')).toBe('dark');
  });

  it('reads and saves the theme under distill-theme', () => {
    const storage = memoryStorage({ [THEME_STORAGE_KEY]: 'light' });
    expect(THEME_STORAGE_KEY).toBe('distill-theme');
    expect(readTheme(storage)).toBe('light');
    saveTheme(storage, 'dark');
    expect(storage.values.get('distill-theme')).toBe('dark');
  });

  it('survives storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readTheme(throwing)).toBe('dark');
    expect(() => saveTheme(throwing, 'light')).not.toThrow();
  });

  it('toggles between dark and light', () => {
    expect(toggledTheme('dark')).toBe('light');
    expect(toggledTheme('light')).toBe('dark');
  });

  it('puts exactly one theme class on the root', () => {
    const classes = new Set(['dark', 'other']);
    const root = {
      classList: {
        remove: (...names: string[]) => names.forEach((name) => classes.delete(name)),
        add: (name: string) => void classes.add(name),
      },
      style: { colorScheme: '' },
    } as unknown as HTMLElement;
    applyTheme(root, 'light');
    expect([...classes].sort()).toEqual(['light', 'other']);
    expect(root.style.colorScheme).toBe('light');
  });
});
