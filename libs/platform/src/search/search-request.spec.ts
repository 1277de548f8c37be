import { decodeSearchCursor, encodeSearchCursor, validSearch } from './search-request.js';

const ID = '00000000-0000-4000-8000-000000000001';

describe('validSearch', () => {
  it('trims the words and defaults to ten results', () => {
    expect(validSearch({ q: '  stoic habits ' })).toEqual({
      q: 'stoic habits',
      first: 10,
      after: null,
    });
  });

  it.each([
    ['', /Type something/],
    ['x'.repeat(201), /at most 200 characters/],
    ['a\u0000b', /control characters/],
    ['a\u009Fb', /control characters/],
    ['a\uDC00', /well-formed Unicode/],
    ['one\ntwo', /single line/],
  ])('refuses %j', (q, message) => {
    expect(() => validSearch({ q })).toThrow(message);
  });

  it.each([0, 51, 2.5, -1])('refuses first %p', (first) => {
    expect(() => validSearch({ q: 'stoic', first })).toThrow(/first must be between 1 and 50/);
  });

  it('reads back the cursor it wrote, and refuses any other', () => {
    const position = { rank: '0.09638384', id: ID };
    expect(validSearch({ q: 'stoic', after: encodeSearchCursor(position) }).after).toEqual(
      position,
    );
    expect(decodeSearchCursor(encodeSearchCursor({ rank: '1e-05', id: ID }))).toEqual({
      rank: '1e-05',
      id: ID,
    });
    for (const cursor of [
      'not a cursor',
      Buffer.from('[1, 2]').toString('base64url'),
      encodeSearchCursor({ rank: 'NaN', id: ID }),
      encodeSearchCursor({ rank: '0.1', id: 'nope' }),
      encodeSearchCursor({ rank: '-0.5', id: ID }),
    ]) {
      expect(() => decodeSearchCursor(cursor)).toThrow(/not a cursor from a search/);
    }
  });
});
