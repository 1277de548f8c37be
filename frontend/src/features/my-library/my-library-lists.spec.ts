import { allFinished, allInProgress, pageOf, tabOf } from './my-library-lists';

const row = (
  id: string,
  progressPercentage: number,
  isCompleted: boolean,
  at: string,
): {
  id: string;
  progressPercentage: number;
  isCompleted: boolean;
  completedAt: string | null;
  lastReadAt: string;
} => ({
  id,
  progressPercentage,
  isCompleted,
  completedAt: isCompleted ? at : null,
  lastReadAt: at,
});

describe('My Library lists', () => {
  const rows = [
    row('a', 40, false, '2026-11-01'),
    row('b', 100, true, '2026-11-03'),
    row('c', 0, false, '2026-11-04'),
    row('d', 10, false, '2026-11-05'),
    row('e', 100, true, '2026-11-02'),
  ];

  it('lists every book in progress, most recently read first, without the unstarted', () => {
    expect(allInProgress(rows).map((item) => item.id)).toEqual(['d', 'a']);
  });

  it('lists every finished book, most recently finished first', () => {
    expect(allFinished(rows).map((item) => item.id)).toEqual(['b', 'e']);
  });

  it('pages a list and clamps the page to the pages there are', () => {
    const items = Array.from({ length: 25 }, (_, index) => index);
    expect(pageOf(items, 1)).toEqual({ items: items.slice(0, 12), page: 1, pageCount: 3 });
    expect(pageOf(items, 3).items).toEqual([24]);
    expect(pageOf(items, 9).page).toBe(3);
    expect(pageOf(items, Number.NaN).page).toBe(1);
    expect(pageOf([], 2)).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  it('opens the Saved tab unless the URL names another', () => {
    expect(tabOf('finished')).toBe('finished');
    expect(tabOf('nonsense')).toBe('saved');
    expect(tabOf(null)).toBe('saved');
  });
});
