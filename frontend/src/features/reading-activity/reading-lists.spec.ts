import { hoursText, inProgress, recentlyCompleted } from './reading-lists';

const item = (id: string, progressPercentage: number, completedAt: string | null = null) => ({
  id,
  progressPercentage,
  isCompleted: completedAt !== null,
  completedAt,
});

describe('reading lists', () => {
  it('keeps the first 3 summaries in progress', () => {
    const items = [
      item('a', 20),
      item('b', 100, '2026-11-20T10:00:00Z'),
      item('c', 0),
      item('d', 50),
      item('e', 10),
      item('f', 90),
    ];
    expect(inProgress(items).map((i) => i.id)).toEqual(['a', 'd', 'e']);
  });

  it('keeps the 4 most recently completed', () => {
    const items = ['01', '05', '03', '02', '04'].map((day) =>
      item(day, 100, `2026-11-${day}T10:00:00Z`),
    );
    expect(recentlyCompleted(items).map((i) => i.id)).toEqual(['05', '04', '03', '02']);
  });

  it('writes hours with one decimal only when needed', () => {
    expect(hoursText(5.8)).toBe('5.8');
    expect(hoursText(0)).toBe('0');
    expect(hoursText(12)).toBe('12');
  });
});
