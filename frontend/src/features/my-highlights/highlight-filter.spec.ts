import {
  countText,
  filterToParams,
  groupByBook,
  highlightHref,
  readFilter,
  searchCountText,
} from './highlight-filter';

const bookA = { id: 'a', title: 'A', author: 'Ann', coverImageUrl: null };
const bookB = { id: 'b', title: 'B', author: 'Bob', coverImageUrl: null };

describe('highlight filter in the URL', () => {
  it('reads search, book and colour, ignoring an unknown colour', () => {
    expect(readFilter(new URLSearchParams('q=habit&book=a&color=green'))).toEqual({
      query: 'habit',
      book: 'a',
      color: 'green',
    });
    expect(readFilter(new URLSearchParams('color=purple')).color).toBe('');
  });

  it('leaves empty values out of the URL', () => {
    expect(filterToParams({ query: '', book: '', color: '' }).toString()).toBe('');
    expect(filterToParams({ query: 'x y', book: '', color: 'pink' }).toString()).toBe(
      'q=x+y&color=pink',
    );
  });
});

describe('grouping by book', () => {
  it('keeps the newest-first order, books by their newest highlight, orphans apart', () => {
    const items = [
      { id: '1', book: bookB, orphaned: false },
      { id: '2', book: bookA, orphaned: true },
      { id: '3', book: bookB, orphaned: false },
      { id: '4', book: bookA, orphaned: false },
    ];
    const groups = groupByBook(items);
    expect(groups.map((group) => group.book.id)).toEqual(['b', 'a']);
    expect(groups[0]!.highlights.map((item) => item.id)).toEqual(['1', '3']);
    expect(groups[1]!.highlights.map((item) => item.id)).toEqual(['4']);
    expect(groups[1]!.orphaned.map((item) => item.id)).toEqual(['2']);
  });
});

describe('texts and links', () => {
  it('links to the exact place in the reader', () => {
    expect(highlightHref({ id: 'h 1', summaryId: 's1' })).toBe('/summary/s1?highlight=h%201');
  });

  it('counts highlights', () => {
    expect(countText(1)).toBe('1 highlight');
    expect(countText(3)).toBe('3 highlights');
  });
});

describe('searchCountText', () => {
  it.each([
    [1, false, '1 highlight matches “stoic”'],
    [3, false, '3 highlights match “stoic”'],
    [20, true, '20+ highlights match “stoic”'],
  ])('says %i found (more: %s) as %j', (shown, more, text) => {
    expect(searchCountText(shown, more, 'stoic')).toBe(text);
  });
});
