import {
  decodeExportCursor,
  encodeExportCursor,
  type ExportPosition,
  validNote,
} from './highlight-rules.js';

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

describe('the export cursor', () => {
  const ID = '00000000-0000-4000-8000-000000000001';
  const BOOK = '00000000-0000-4000-8000-0000000000aa';
  const cursorOf = (fields: unknown) => Buffer.from(JSON.stringify(fields)).toString('base64url');

  const SECTION = '00000000-0000-4000-8000-0000000000bb';
  const MARKDOWN = [BOOK, 3, SECTION, 120, ID];

  it.each<[string, ExportPosition]>([
    ['the CSV’s, microseconds kept', { at: 1_795_000_000_123_456, id: ID }],
    [
      'the Markdown’s, with its book and section',
      {
        title: 'Atomic “Habits”',
        summaryId: BOOK,
        place: 3,
        sectionId: SECTION,
        start: 120,
        id: ID,
      },
    ],
  ])('reads back %s', (_label, position) => {
    expect(decodeExportCursor(encodeExportCursor(position), !('at' in position))).toEqual(position);
  });

  it.each<[string, string, boolean]>([
    ['not base64url', '%%', false],
    ['not JSON', Buffer.from('[1,').toString('base64url'), false],
    ['a time as a date string', cursorOf(['2026-11-20T08:30:00Z', ID]), false],
    ['a fractional time', cursorOf([1.5, ID]), false],
    ['a negative time', cursorOf([-1, ID]), false],
    ['an id that is no uuid', cursorOf([1, 'x']), false],
    ['a CSV cursor given to the Markdown', cursorOf([1, ID]), true],
    ['a Markdown cursor given to the CSV', cursorOf(['T', ...MARKDOWN]), false],
    ['a book id that is no uuid', cursorOf(['T', 'x', 3, SECTION, 120, ID]), true],
    ['a title that is no string', cursorOf([7, ...MARKDOWN]), true],
    ['a fractional place', cursorOf(['T', BOOK, 1.5, SECTION, 120, ID]), true],
    ['a negative start', cursorOf(['T', BOOK, 3, SECTION, -1, ID]), true],
    ['a section id that is no uuid', cursorOf(['T', BOOK, 3, 'x', 120, ID]), true],
    ['an overlong cursor', 'a'.repeat(2_001), false],
  ])('refuses %s as malformed', (_label, cursor, byBook) => {
    expect(() => decodeExportCursor(cursor, byBook)).toThrow('cursor is malformed');
  });
});
