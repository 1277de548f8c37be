/** Spec section 9: continue reading shows 3; recently completed and favourites show 4. */
export const CONTINUE_READING_COUNT = 3;
export const RECENT_COUNT = 4;

interface ProgressItem {
  progressPercentage: number;
  isCompleted: boolean;
  completedAt: string | null;
}

/** In progress (spec section 4): not completed and progress above 0; the list is newest first. */
export function inProgress<T extends ProgressItem>(items: readonly T[]): T[] {
  return items
    .filter((item) => !item.isCompleted && item.progressPercentage > 0)
    .slice(0, CONTINUE_READING_COUNT);
}

/** Completed summaries, most recently completed first. */
export function recentlyCompleted<T extends ProgressItem>(items: readonly T[]): T[] {
  return items
    .filter((item) => item.isCompleted)
    .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''))
    .slice(0, RECENT_COUNT);
}

/** The member's time zone, sent with stats requests so days and weeks are theirs. */
export function memberTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** '5.8' hours, '12' hours: one decimal only when it carries information. */
export function hoursText(hours: number): string {
  return Number.isInteger(hours) ? String(hours) : hours.toFixed(1);
}
