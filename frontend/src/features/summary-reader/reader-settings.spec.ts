import { DEFAULT_READER_SETTINGS } from '@distill/contracts';
import { parseReaderSettings, readerTextClasses, readerThemeClass } from './reader-settings';

describe('parseReaderSettings', () => {
  it('reads back saved settings', () => {
    const saved = { textSize: 5, lineSpacing: 'RELAXED', typeface: 'SANS', theme: 'SEPIA' };
    expect(parseReaderSettings(JSON.stringify(saved))).toEqual(saved);
  });

  it.each([
    [null],
    ['not json'],
    ['[]'],
    [JSON.stringify({ textSize: 9, lineSpacing: 'DOUBLE', typeface: 'MONO', theme: 'blue' })],
  ])('falls back to the defaults for %j', (stored) => {
    expect(parseReaderSettings(stored)).toEqual(DEFAULT_READER_SETTINGS);
  });
});

describe('readerTextClasses', () => {
  it('keeps the standard look by default', () => {
    expect(readerTextClasses(DEFAULT_READER_SETTINGS).split(' ')).toEqual(
      expect.arrayContaining(['text-lg', 'leading-[1.75]', 'font-serif', 'max-w-[56ch]']),
    );
  });

  it('follows the chosen size, spacing and typeface', () => {
    const classes = readerTextClasses({
      textSize: 1,
      lineSpacing: 'COMPACT',
      typeface: 'SANS',
      theme: 'AUTO',
    });
    expect(classes.split(' ')).toEqual(
      expect.arrayContaining(['text-[15px]', 'leading-normal', 'font-sans']),
    );
  });
});

describe('readerThemeClass', () => {
  it.each([
    ['AUTO', null],
    ['LIGHT', 'light'],
    ['SEPIA', 'theme-sepia'],
    ['DARK', 'dark'],
  ] as const)('%s -> %s', (theme, className) => {
    expect(readerThemeClass(theme)).toBe(className);
  });
});
