import {
  DEFAULT_READER_SETTINGS,
  type ReaderLineSpacing,
  type ReaderSettings,
  type ReaderTheme,
  type ReaderTypeface,
} from '@distill/contracts';

interface Choice<T> {
  value: T;
  label: string;
}

/** Each size step's label and text class; step 3 is the reader's standard 18 px. */
export const TEXT_SIZES: readonly (Choice<number> & { className: string })[] = [
  { value: 1, label: 'Smallest', className: 'text-[15px]' },
  { value: 2, label: 'Small', className: 'text-base' },
  { value: 3, label: 'Standard', className: 'text-lg' },
  { value: 4, label: 'Large', className: 'text-xl' },
  { value: 5, label: 'Largest', className: 'text-[23px]' },
];

export const LINE_SPACINGS: readonly (Choice<ReaderLineSpacing> & { className: string })[] = [
  { value: 'COMPACT', label: 'Compact', className: 'leading-normal' },
  { value: 'NORMAL', label: 'Normal', className: 'leading-[1.75]' },
  { value: 'RELAXED', label: 'Relaxed', className: 'leading-loose' },
];

export const TYPEFACES: readonly (Choice<ReaderTypeface> & { className: string })[] = [
  { value: 'SERIF', label: 'Serif', className: 'font-serif' },
  { value: 'SANS', label: 'Sans', className: 'font-sans' },
];

/** AUTO leaves the site's light or dark theme; the others set the reading page's colours. */
export const READER_THEMES: readonly (Choice<ReaderTheme> & { className: string | null })[] = [
  { value: 'AUTO', label: 'Site', className: null },
  { value: 'LIGHT', label: 'Light', className: 'light' },
  { value: 'SEPIA', label: 'Sepia', className: 'theme-sepia' },
  { value: 'DARK', label: 'Dark', className: 'dark' },
];

/**
 * The text's classes. Its width is set in `ch` of its own font, so a line holds 60 to 75
 * characters whatever the size and typeface (a long line is hard to follow back to its start).
 */
export function readerTextClasses(settings: ReaderSettings): string {
  return [
    'max-w-[56ch] space-y-5 text-foreground/90',
    classOf(TEXT_SIZES, settings.textSize),
    classOf(LINE_SPACINGS, settings.lineSpacing),
    classOf(TYPEFACES, settings.typeface),
  ].join(' ');
}

export function readerThemeClass(theme: ReaderTheme): string | null {
  return READER_THEMES.find((choice) => choice.value === theme)?.className ?? null;
}

function classOf<T>(choices: readonly (Choice<T> & { className: string })[], value: T): string {
  return (choices.find((choice) => choice.value === value) ?? choices[0]!).className;
}

/** Local storage key of a visitor's reader settings. */
export const READER_SETTINGS_STORAGE_KEY = 'distill-reader-settings';

/** Settings read back from storage: anything unknown or out of range falls back to its default. */
export function parseReaderSettings(stored: string | null | undefined): ReaderSettings {
  let value: Partial<Record<keyof ReaderSettings, unknown>> = {};
  try {
    const parsed: unknown = JSON.parse(stored ?? '{}');
    if (parsed && typeof parsed === 'object') value = parsed;
  } catch {
    // A damaged entry is as good as none.
  }
  const pick = <T>(choices: readonly Choice<T>[], candidate: unknown, fallback: T): T =>
    choices.find((choice) => choice.value === candidate)?.value ?? fallback;
  return {
    textSize: pick(TEXT_SIZES, value.textSize, DEFAULT_READER_SETTINGS.textSize),
    lineSpacing: pick(LINE_SPACINGS, value.lineSpacing, DEFAULT_READER_SETTINGS.lineSpacing),
    typeface: pick(TYPEFACES, value.typeface, DEFAULT_READER_SETTINGS.typeface),
    theme: pick(READER_THEMES, value.theme, DEFAULT_READER_SETTINGS.theme),
  };
}
