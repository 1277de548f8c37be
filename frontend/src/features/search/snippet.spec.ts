import { markedWords, resultHref, snippetParts, wordRanges } from './snippet';

describe('snippetParts', () => {
  it('reads the escaped text and its marks as plain parts', () => {
    expect(snippetParts('Seneca&#39;s <mark>Stoic</mark> &lt;b&gt; &amp; more')).toEqual([
      { text: "Seneca's ", marked: false },
      { text: 'Stoic', marked: true },
      { text: ' <b> & more', marked: false },
    ]);
  });
});

describe('resultHref', () => {
  it('opens the reader at the section with the marked words', () => {
    expect(
      resultHref({
        node: { id: 's1' },
        section: { id: 'x2' },
        snippet: 'A <mark>Stoic</mark> is <mark>stoic</mark>, <mark>habits</mark>',
      }),
    ).toBe('/summary/s1?section=x2&mark=stoic&mark=habits');
    expect(markedWords(null)).toEqual([]);
  });

  it('opens the summary itself when the snippet quotes no section', () => {
    expect(resultHref({ node: { id: 's1' }, section: null, snippet: '<mark>x</mark>' })).toBe(
      '/summary/s1',
    );
  });
});

describe('wordRanges', () => {
  it.each([
    [
      'The Stoic, stoics and STOIC.',
      ['stoic'],
      [
        [4, 9],
        [22, 27],
      ],
    ],
    ["Seneca's life", ["seneca's"], [[0, 8]]],
    ['nothing here', ['stoic'], []],
    ['any words', [], []],
  ])('finds %j for %j', (text, words, ranges) => {
    expect(wordRanges(text, words)).toEqual(ranges);
  });
});
