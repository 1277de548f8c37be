import { buildReadingStats, timeSavedHours, type ReadingHistory } from './reading-stats.js';

const NOW = new Date('2026-11-22T12:00:00Z'); // a Sunday
const empty: ReadingHistory = {
  completed: [],
  started: [],
  favoriteCount: 0,
  activity: [],
  reviews: [],
};
const day = (date: string) => new Date(`${date}T12:00:00Z`);

describe('timeSavedHours (6 hours per book minus the summary time, one decimal)', () => {
  it.each([
    [[], 0],
    [[15], 5.8],
    [[15, 15], 11.5],
    [[60], 5],
    [[30, 12], 11.3],
  ])('%j minutes -> %s hours', (minutes, hours) => {
    expect(timeSavedHours(minutes)).toBe(hours);
  });
});

describe('buildReadingStats', () => {
  it('is all zero for a new member', () => {
    expect(buildReadingStats(empty, 'UTC', NOW)).toEqual({
      booksRead: 0,
      timeSaved: 0,
      favoriteCount: 0,
      categoriesExplored: 0,
      currentStreak: 0,
      longestStreak: 0,
      booksReadThisWeek: 0,
      weeklyGoal: { completed: 0, target: 5 },
      achievements: [],
    });
  });

  it('counts this week from Monday in the member time zone and caps the goal at 5', () => {
    const completed = [
      '2026-11-15', // last Sunday
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ].map((date) => ({ completedAt: day(date), readingTimeMinutes: 15 }));
    const stats = buildReadingStats({ ...empty, completed }, 'UTC', NOW);
    expect(stats).toMatchObject({
      booksRead: 7,
      booksReadThisWeek: 6,
      weeklyGoal: { completed: 5, target: 5 },
    });
    // 23:30 on Sunday the 15th in UTC is already Monday the 16th in Tokyo.
    const lateSunday = [{ completedAt: new Date('2026-11-15T23:30:00Z'), readingTimeMinutes: 15 }];
    expect(
      buildReadingStats({ ...empty, completed: lateSunday }, 'UTC', NOW).booksReadThisWeek,
    ).toBe(0);
    expect(
      buildReadingStats({ ...empty, completed: lateSunday }, 'Asia/Tokyo', NOW).booksReadThisWeek,
    ).toBe(1);
  });

  it('awards achievements with the date each was earned', () => {
    const completed = Array.from({ length: 10 }, (_, i) => ({
      completedAt: day(`2026-11-${String(10 + i)}`),
      readingTimeMinutes: 15,
    }));
    const started = ['a', 'b', 'a', null, 'c', 'd', 'e', 'f'].map((categoryId, i) => ({
      startedAt: day(`2026-11-0${i + 1}`),
      categoryId: categoryId === null ? null : `00000000-0000-4000-8000-00000000000${categoryId}`,
    }));
    const activity = completed.map((book) => book.completedAt);
    const stats = buildReadingStats(
      { completed, started, favoriteCount: 2, activity, reviews: [] },
      'UTC',
      day('2026-11-19'),
    );
    expect(stats).toMatchObject({
      booksRead: 10,
      categoriesExplored: 6,
      currentStreak: 10,
      longestStreak: 10,
      favoriteCount: 2,
    });
    expect(stats.achievements).toEqual([
      expect.objectContaining({ id: 'streak-7', earnedOn: '2026-11-16' }),
      expect.objectContaining({ id: 'books-10', earnedOn: '2026-11-19' }),
      expect.objectContaining({ id: 'categories-5', earnedOn: '2026-11-07' }),
    ]);
  });
});
