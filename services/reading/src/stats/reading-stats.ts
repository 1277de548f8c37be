import { firstDayOfWeek, isoDateOf, localDayOf } from './calendar.js';
import { computeStreaks } from './streak.js';

/**
 * Time saved, in hours: for every completed summary, the hours an average non-fiction book
 * takes to read (AVERAGE_BOOK_HOURS) minus the minutes the summary took, rounded to one
 * decimal. One 15-minute summary saves 6 - 0.25 = 5.75, shown as 5.8 hours.
 */
export const AVERAGE_BOOK_HOURS = 6;

export function timeSavedHours(completedReadingMinutes: readonly number[]): number {
  const hours = completedReadingMinutes.reduce(
    (total, minutes) => total + Math.max(0, AVERAGE_BOOK_HOURS - minutes / 60),
    0,
  );
  return Math.round(hours * 10) / 10;
}

/** Spec section 9: the weekly goal is 5 books. */
export const WEEKLY_GOAL_TARGET = 5;

/**
 * Spec section 9: a 7+ day streak, 10+ books read, 5+ categories explored; and for the daily
 * review, a first review and seven days of reviews in a row (the streak rule, review days only).
 */
export const ACHIEVEMENTS = [
  {
    id: 'streak-7',
    title: 'Week Warrior',
    description: 'Read 7 days in a row',
  },
  {
    id: 'books-10',
    title: 'Bookworm',
    description: 'Read 10 books',
  },
  {
    id: 'categories-5',
    title: 'Explorer',
    description: 'Explored 5 categories',
  },
  {
    id: 'review-first',
    title: 'First Recall',
    description: 'Finished a first review',
  },
  {
    id: 'review-streak-7',
    title: 'Steady Memory',
    description: 'Reviewed 7 days in a row',
  },
] as const;

const STREAK_MILESTONE = 7;
const BOOKS_MILESTONE = 10;
const CATEGORIES_MILESTONE = 5;

export interface ReadingHistory {
  /** Completed, still listed summaries. */
  completed: ReadonlyArray<{ completedAt: Date; readingTimeMinutes: number }>;
  /** Every still listed summary the member has opened, with its category. */
  started: ReadonlyArray<{ startedAt: Date; categoryId: string | null }>;
  favoriteCount: number;
  /** Instants with reading activity (any summary, listed or not: the days were read). */
  activity: readonly Date[];
  /** Instants with a finished review of a card; they count as activity too. */
  reviews: readonly Date[];
}

export interface Achievement {
  id: string;
  title: string;
  description: string;
  /** The member's local date the achievement was earned, e.g. 2026-11-22. */
  earnedOn: string;
}

export interface ReadingStats {
  booksRead: number;
  timeSaved: number;
  favoriteCount: number;
  categoriesExplored: number;
  currentStreak: number;
  longestStreak: number;
  booksReadThisWeek: number;
  weeklyGoal: { completed: number; target: number };
  achievements: Achievement[];
}

/** Everything the dashboard shows, from the member's history, in their time zone. */
export function buildReadingStats(
  history: ReadingHistory,
  timeZone: string,
  now: Date,
): ReadingStats {
  const today = localDayOf(now, timeZone);
  const dayOf = (instant: Date) => localDayOf(instant, timeZone);

  const completions = [...history.completed].sort(
    (a, b) => a.completedAt.getTime() - b.completedAt.getTime(),
  );
  const weekStart = firstDayOfWeek(today);
  const booksReadThisWeek = completions.filter(({ completedAt }) => {
    const day = dayOf(completedAt);
    return day >= weekStart && day <= today;
  }).length;

  const categoryFirstSeen: Date[] = [];
  const seen = new Set<string>();
  for (const { startedAt, categoryId } of [...history.started].sort(
    (a, b) => a.startedAt.getTime() - b.startedAt.getTime(),
  )) {
    if (categoryId === null || seen.has(categoryId)) continue;
    seen.add(categoryId);
    categoryFirstSeen.push(startedAt);
  }

  const reviewDays = history.reviews.map(dayOf);
  const streaks = computeStreaks(
    [...history.activity.map(dayOf), ...reviewDays],
    today,
    STREAK_MILESTONE,
  );
  const reviewStreaks = computeStreaks(reviewDays, today, STREAK_MILESTONE);
  const firstReviewDay = reviewDays.length === 0 ? null : Math.min(...reviewDays);
  const earnedOn: Record<(typeof ACHIEVEMENTS)[number]['id'], string | null> = {
    'streak-7': streaks.milestoneReachedOn === null ? null : isoDateOf(streaks.milestoneReachedOn),
    'books-10': dateOf(completions[BOOKS_MILESTONE - 1]?.completedAt),
    'categories-5': dateOf(categoryFirstSeen[CATEGORIES_MILESTONE - 1]),
    'review-first': firstReviewDay === null ? null : isoDateOf(firstReviewDay),
    'review-streak-7':
      reviewStreaks.milestoneReachedOn === null
        ? null
        : isoDateOf(reviewStreaks.milestoneReachedOn),
  };
  function dateOf(instant: Date | undefined): string | null {
    return instant ? isoDateOf(dayOf(instant)) : null;
  }

  return {
    booksRead: completions.length,
    timeSaved: timeSavedHours(completions.map((book) => book.readingTimeMinutes)),
    favoriteCount: history.favoriteCount,
    categoriesExplored: seen.size,
    currentStreak: streaks.currentStreak,
    longestStreak: streaks.longestStreak,
    booksReadThisWeek,
    weeklyGoal: {
      completed: Math.min(booksReadThisWeek, WEEKLY_GOAL_TARGET),
      target: WEEKLY_GOAL_TARGET,
    },
    achievements: ACHIEVEMENTS.flatMap((achievement) => {
      const on = earnedOn[achievement.id];
      return on ? [{ ...achievement, earnedOn: on }] : [];
    }),
  };
}
