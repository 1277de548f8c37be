import { ReadingError, ReadingErrorCode } from '../reading.error.js';

export const READER_LINE_SPACINGS = ['COMPACT', 'NORMAL', 'RELAXED'] as const;
export const READER_TYPEFACES = ['SERIF', 'SANS'] as const;
/** AUTO follows the site's light or dark theme; the others set the reading page's own colours. */
export const READER_THEMES = ['AUTO', 'LIGHT', 'SEPIA', 'DARK'] as const;
export const MIN_TEXT_SIZE = 1;
export const MAX_TEXT_SIZE = 5;

export type ReaderLineSpacing = (typeof READER_LINE_SPACINGS)[number];
export type ReaderTypeface = (typeof READER_TYPEFACES)[number];
export type ReaderTheme = (typeof READER_THEMES)[number];

/** How a member likes the reader to look, kept across devices. */
export interface ReaderSettings {
  /** A step from 1 (smallest) to 5 (largest); 3 is the reader's standard size. */
  textSize: number;
  lineSpacing: ReaderLineSpacing;
  typeface: ReaderTypeface;
  theme: ReaderTheme;
}

export const DEFAULT_READER_SETTINGS: ReaderSettings = {
  textSize: 3,
  lineSpacing: 'NORMAL',
  typeface: 'SERIF',
  theme: 'AUTO',
};

/** Checks settings sent by a client: a text size step in range and each choice from its set. */
export function validateReaderSettings(settings: ReaderSettings): ReaderSettings {
  const { textSize, lineSpacing, typeface, theme } = settings;
  if (!Number.isInteger(textSize) || textSize < MIN_TEXT_SIZE || textSize > MAX_TEXT_SIZE) {
    throw invalid(`textSize must be a whole number from ${MIN_TEXT_SIZE} to ${MAX_TEXT_SIZE}`);
  }
  if (!oneOf(READER_LINE_SPACINGS, lineSpacing)) {
    throw invalid(`lineSpacing must be one of ${READER_LINE_SPACINGS.join(', ')}`);
  }
  if (!oneOf(READER_TYPEFACES, typeface)) {
    throw invalid(`typeface must be one of ${READER_TYPEFACES.join(', ')}`);
  }
  if (!oneOf(READER_THEMES, theme)) {
    throw invalid(`theme must be one of ${READER_THEMES.join(', ')}`);
  }
  return { textSize, lineSpacing, typeface, theme };
}

function oneOf<T extends string>(choices: readonly T[], value: string): value is T {
  return (choices as readonly string[]).includes(value);
}

function invalid(message: string): ReadingError {
  return new ReadingError(ReadingErrorCode.InvalidReaderSettings, message);
}
