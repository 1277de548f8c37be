import {
  emptyStateText,
  filterSummaries,
  filterToParams,
  readFilter,
  resolveCategoryId,
  showingText,
} from './library-filter';

const summaries = [
  { id: '1', title: 'Atomic Habits', author: 'James Clear', categoryId: 'self-help-id' },
  { id: '2', title: 'Thinking, Fast and Slow', author: 'Daniel Kahneman', categoryId: 'psy-id' },
  { id: '3', title: 'The Lean Startup', author: 'Eric Ries', categoryId: 'biz-id' },
  { id: '4', title: 'Uncategorised Notes', author: 'Anon', categoryId: null },
];

describe('filterSummaries', () => {
  it('returns everything without a query or category', () => {
    expect(filterSummaries(summaries, { query: '', categoryId: '' })).toHaveLength(4);
  });

  it('matches the title case-insensitively as a substring', () => {
    expect(filterSummaries(summaries, { query: 'HABIT', categoryId: '' }).map((s) => s.id)).toEqual(
      ['1'],
    );
  });

  it('matches the author', () => {
    expect(filterSummaries(summaries, { query: 'kahne', categoryId: '' }).map((s) => s.id)).toEqual(
      ['2'],
    );
  });

  it('ignores surrounding whitespace in the query', () => {
    expect(filterSummaries(summaries, { query: '  ries ', categoryId: '' })).toHaveLength(1);
  });

  it('filters by category id and combines with the query', () => {
    expect(
      filterSummaries(summaries, { query: '', categoryId: 'biz-id' }).map((s) => s.id),
    ).toEqual(['3']);
    expect(filterSummaries(summaries, { query: 'habit', categoryId: 'biz-id' })).toEqual([]);
  });

  it('finds nothing for an unknown category', () => {
    expect(filterSummaries(summaries, { query: '', categoryId: 'gone' })).toEqual([]);
  });
});

describe('URL state', () => {
  it('reads q and category from the search params', () => {
    expect(readFilter(new URLSearchParams('q=habit&category=business'))).toEqual({
      query: 'habit',
      category: 'business',
    });
    expect(readFilter(new URLSearchParams(''))).toEqual({ query: '', category: '' });
  });

  it('leaves empty values out of the URL', () => {
    expect(filterToParams({ query: '', category: '' }).toString()).toBe('');
    expect(filterToParams({ query: 'a b', category: 'science' }).toString()).toBe(
      'q=a+b&category=science',
    );
  });

  it('resolves a category by slug or id, keeping unknown values', () => {
    const categories = [{ id: 'biz-id', slug: 'business' }];
    expect(resolveCategoryId('business', categories)).toBe('biz-id');
    expect(resolveCategoryId('biz-id', categories)).toBe('biz-id');
    expect(resolveCategoryId('poetry', categories)).toBe('poetry');
    expect(resolveCategoryId('', categories)).toBe('');
  });
});

describe('texts', () => {
  it('says how many books are shown, with the search term', () => {
    expect(showingText(1, '')).toBe('Showing 1 book');
    expect(showingText(3, '')).toBe('Showing 3 books');
    expect(showingText(0, ' habit ')).toBe('Showing 0 books for "habit"');
  });

  it('explains an empty result by search or by category', () => {
    expect(emptyStateText('zzz')).toBe('No books match your search for "zzz"');
    expect(emptyStateText('')).toBe('No books available in this category');
  });
});
