/**
 * How a member likes the reader to look: the reading service keeps and checks them, the web
 * client offers them (and keeps a visitor's in the browser). One closed set of choices for both.
 */
export const READER_LINE_SPACINGS = ['COMPACT', 'NORMAL', 'RELAXED'] as const;
export const READER_TYPEFACES = ['SERIF', 'SANS'] as const;
/** AUTO follows the site's light or dark theme; the others set the reading page's own colours. */
export const READER_THEMES = ['AUTO', 'LIGHT', 'SEPIA', 'DARK'] as const;
export const MIN_TEXT_SIZE = 1;
export const MAX_TEXT_SIZE = 5;

export type ReaderLineSpacing = (typeof READER_LINE_SPACINGS)[number];
export type ReaderTypeface = (typeof READER_TYPEFACES)[number];
export type ReaderTheme = (typeof READER_THEMES)[number];

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
