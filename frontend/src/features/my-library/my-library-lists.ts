/** My Library's tabs, in the order shown; the URL's `?tab=` names one. */
export const MY_LIBRARY_TABS = [
  { id: 'saved', label: 'Saved' },
  { id: 'in-progress', label: 'In progress' },
  { id: 'finished', label: 'Finished' },
] as const;

export type MyLibraryTab = (typeof MY_LIBRARY_TABS)[number]['id'];

/** Books shown on one page of a tab. */
export const MY_LIBRARY_PAGE_SIZE = 12;

export function tabOf(value: string | null): MyLibraryTab {
  return MY_LIBRARY_TABS.find((tab) => tab.id === value)?.id ?? 'saved';
}

interface ProgressRow {
  progressPercentage: number;
  isCompleted: boolean;
  completedAt: string | null;
  lastReadAt: string | null;
}

/** Started and not finished, most recently read first. */
export function allInProgress<T extends ProgressRow>(rows: readonly T[]): T[] {
  return rows
    .filter((row) => !row.isCompleted && row.progressPercentage > 0)
    .sort((a, b) => (b.lastReadAt ?? '').localeCompare(a.lastReadAt ?? ''));
}

/** Finished, most recently finished first. */
export function allFinished<T extends ProgressRow>(rows: readonly T[]): T[] {
  return rows
    .filter((row) => row.isCompleted)
    .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''));
}

/** One page (1-based, clamped to the pages there are) of a list, and how many pages it has. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size = MY_LIBRARY_PAGE_SIZE,
): { items: T[]; page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount };
}
