import {
  activeFilterCount,
  emptyStateText,
  filterVariables,
  filterToParams,
  readFilter,
  resolveCategoryId,
  showingText,
} from './library-filter';

const NONE = { query: '', category: '', length: '', access: '', sort: 'newest' } as const;

describe('URL state', () => {
  it('reads q and category from the search params', () => {
    expect(readFilter(new URLSearchParams('q=habit&category=business'))).toEqual({
      ...NONE,
      query: 'habit',
      category: 'business',
    });
    expect(readFilter(new URLSearchParams(''))).toEqual(NONE);
    // Longer than the server takes: cut, never a failed search.
    expect(readFilter(new URLSearchParams(`q=${'a'.repeat(300)}`)).query).toHaveLength(200);
  });

  it('leaves empty values out of the URL', () => {
    expect(filterToParams(NONE).toString()).toBe('');
    expect(filterToParams({ ...NONE, query: 'a b', category: 'science' }).toString()).toBe(
      'q=a+b&category=science',
    );
  });

  it('reads and writes the filter panel: length, access and a sort other than newest', () => {
    const params = new URLSearchParams('length=medium&access=free&sort=title');
    const filter = readFilter(params);
    expect(filter).toEqual({ ...NONE, length: 'medium', access: 'free', sort: 'title' });
    expect(filterToParams(filter).toString()).toBe(params.toString());
    expect(activeFilterCount(filter)).toBe(3);
    expect(filterVariables(filter)).toEqual({ length: 'MEDIUM', access: 'FREE', sort: 'TITLE' });
    expect(filterVariables(NONE)).toEqual({ length: null, access: null, sort: 'NEWEST' });
    // An unknown value (an old or mistyped link) is no filter, never a failed page.
    expect(readFilter(new URLSearchParams('length=huge&access=gold&sort=oldest'))).toEqual(NONE);
    expect(filterToParams({ ...NONE, sort: 'newest' }).toString()).toBe('');
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
