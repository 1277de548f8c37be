import { DEFAULT_READER_SETTINGS, type ReaderSettings } from '@distill/contracts';
import { validateReaderSettings } from './reader-settings.rules.js';

const settings = (overrides: Record<string, unknown>) =>
  ({ ...DEFAULT_READER_SETTINGS, ...overrides }) as ReaderSettings;

describe('validateReaderSettings', () => {
  it.each([
    [{}],
    [{ textSize: 1, lineSpacing: 'COMPACT', typeface: 'SANS', theme: 'SEPIA' }],
    [{ textSize: 5, lineSpacing: 'RELAXED', typeface: 'SERIF', theme: 'DARK' }],
  ])('accepts %j', (overrides) => {
    expect(validateReaderSettings(settings(overrides))).toEqual(settings(overrides));
  });

  it.each([
    [{ textSize: 0 }, 'textSize must be a whole number from 1 to 5'],
    [{ textSize: 6 }, 'textSize must be a whole number from 1 to 5'],
    [{ textSize: 2.5 }, 'textSize must be a whole number from 1 to 5'],
    [{ lineSpacing: 'DOUBLE' }, 'lineSpacing must be one of COMPACT, NORMAL, RELAXED'],
    [{ typeface: 'MONO' }, 'typeface must be one of SERIF, SANS'],
    [{ theme: 'sepia' }, 'theme must be one of AUTO, LIGHT, SEPIA, DARK'],
  ])('rejects %j', (overrides, message) => {
    expect(() => validateReaderSettings(settings(overrides))).toThrow(message);
  });
});
