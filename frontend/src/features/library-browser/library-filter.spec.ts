import {
  emptyStateText,
  filterToParams,
  readFilter,
  resolveCategoryId,
  showingText,
} from './library-filter';

describe('URL state', () => {
  it('reads q and category from the search params', () => {
    expect(readFilter(new URLSearchParams('q=habit&category=business'))).toEqual({
      query: 'habit',
      category: 'business',
    });
    expect(readFilter(new URLSearchParams(''))).toEqual({ query: '', category: '' });
    // Longer than the server takes: cut, never a failed search.
    expect(readFilter(new URLSearchParams(`q=${'a'.repeat(300)}`)).query).toHaveLength(200);
  });

  it('leaves empty values out of the URL', () => {
    expect(filterToParams({ query: '', category: '' }).toString()).toBe('');
    expect(filterToParams({ query: 'a b', category: 'science' }).toString()).toBe(
      'q=a+b&category=science',
    );
  });

  it('resolves a category by slug or id; an unknown one resolves to none', () => {
    const categories = [{ id: 'biz-id', slug: 'business' }];
    expect(resolveCategoryId('business', categories)).toBe('biz-id');
    expect(resolveCategoryId('biz-id', categories)).toBe('biz-id');
    expect(resolveCategoryId('poetry', categories)).toBeNull();
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
