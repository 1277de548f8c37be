import { weekOf, type LocalDay } from './calendar.js';

export interface Streaks {
  /** Active days in the streak still alive today (0 when it is broken). */
  currentStreak: number;
  /** Active days in the longest streak ever. */
  longestStreak: number;
  /** The day the first streak reached `milestone` active days, or null. */
  milestoneReachedOn: LocalDay | null;
}

/**
 * Reading streaks, as the member's calendar sees them.
 *
 * - A day counts when the member read on it (any activity in that calendar day of their
 *   time zone). The streak's length is the number of such days.
 * - One missed day per week is forgiven: two active days with exactly one empty day between
 *   them stay in one streak, unless another missed day of the same Monday-to-Sunday week was
 *   already forgiven in that streak. Two empty days in a row always break it.
 * - Today is not over: a streak whose last active day is yesterday is still current, and so is
 *   one whose last active day is the day before yesterday when yesterday could be forgiven.
 *
 * `activeDays` may be unsorted and repeat days; `today` is the member's current local day.
 */
export function computeStreaks(
  activeDays: readonly LocalDay[],
  today: LocalDay,
  milestone = 7,
): Streaks {
  const days = [...new Set(activeDays)].filter((day) => day <= today).sort((a, b) => a - b);
  let longestStreak = 0;
  let milestoneReachedOn: LocalDay | null = null;
  let length = 0;
  let forgivenWeeks = new Set<number>();
  for (const [index, day] of days.entries()) {
    const gap = index === 0 ? Infinity : day - days[index - 1]!;
    if (gap === 2 && !forgivenWeeks.has(weekOf(day - 1))) {
      forgivenWeeks.add(weekOf(day - 1));
      length += 1;
    } else if (gap === 1) {
      length += 1;
    } else {
      length = 1;
      forgivenWeeks = new Set();
    }
    longestStreak = Math.max(longestStreak, length);
    if (length === milestone && milestoneReachedOn === null) milestoneReachedOn = day;
  }
  const last = days.at(-1);
  const alive =
    last !== undefined &&
    (today - last <= 1 || (today - last === 2 && !forgivenWeeks.has(weekOf(today - 1))));
  return { currentStreak: alive ? length : 0, longestStreak, milestoneReachedOn };
}
