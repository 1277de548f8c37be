import {
  MAX_TEXT_SIZE,
  MIN_TEXT_SIZE,
  READER_LINE_SPACINGS,
  READER_THEMES,
  READER_TYPEFACES,
  type ReaderSettings,
} from '@distill/contracts';
import { ReadingError } from '../reading.error.js';

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
  return new ReadingError('READING_INVALID_READER_SETTINGS', message);
}
