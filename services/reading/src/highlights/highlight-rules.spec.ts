import { validNote } from './highlight-rules.js';

describe('validNote', () => {
  const REFUSED = 'note must not contain control characters';

  it.each<[string, string, string | null]>([
    ['plain text, trimmed', '  A thought.  ', 'A thought.'],
    ['lines and tabs', 'one\n\ttwo\r\nthree', 'one\n\ttwo\r\nthree'],
    [
      'accents, emoji, combining marks and zero-width joiners',
      'é 📚 e\u0301 👩\u200D💻',
      'é 📚 e\u0301 👩\u200D💻',
    ],
    ['Hebrew and Arabic as typed', 'שלום and مرحبا', 'שלום and مرحبا'],
    ['blank', '   ', null],
  ])('keeps %s', (_label, note, expected) => {
    expect(validNote(note)).toBe(expected);
  });

  it.each<[string, string]>([
    ['next line (U+0085)', 'a\u0085b'],
    ['another C1 control (CSI, U+009B)', 'a\u009B31mb'],
    ['a right-to-left override (U+202E)', 'abc\u202Edef'],
    ['a left-to-right embedding (U+202A)', 'abc\u202Adef'],
    ['a pop directional formatting (U+202C)', 'abc\u202Cdef'],
    ['a right-to-left isolate (U+2067)', 'abc\u2067def'],
    ['a first strong isolate (U+2068)', 'abc\u2068def'],
    ['a pop directional isolate (U+2069)', 'abc\u2069def'],
    ['a right-to-left mark (U+200F)', 'abc\u200Fdef'],
    ['an Arabic letter mark (U+061C)', 'abc\u061Cdef'],
    ['a C0 control (bell)', 'a\u0007b'],
  ])('refuses %s like other control characters', (_label, note) => {
    expect(() => validNote(note)).toThrow(REFUSED);
  });
});
