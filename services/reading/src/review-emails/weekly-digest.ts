import type { EntityManager } from 'typeorm';
import type { DigestSummary, WeeklyDigestPayload } from '@distill/contracts';
import { firstDayOfWeek, localDayOf, startOfLocalDay, type LocalDay } from '../stats/calendar.js';
import { computeStreaks } from '../stats/streak.js';

/** The weekly digest suggests two summaries to read next. */
export const READ_NEXT_COUNT = 2;

/** What the digest says, as the event carries it (the rest of the event is its envelope). */
export type WeeklyDigestContent = Pick<
  WeeklyDigestPayload,
  'isoWeek' | 'booksFinished' | 'minutesRead' | 'currentStreak' | 'highlightsMade' | 'readNext'
>;

/** `2026-W48` for a local day (weeks run Monday to Sunday; the week is its Thursday's year's). */
export function isoWeekOf(day: LocalDay): string {
  const thursday = firstDayOfWeek(day) + 3;
  const year = new Date(thursday * 86_400_000).getUTCFullYear();
  const firstThursdayOfYear = firstDayOfWeek(Date.UTC(year, 0, 4) / 86_400_000) + 3;
  const week = (thursday - firstThursdayOfYear) / 7 + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

type SummaryRow = { id: string; title: string; author: string; reading_time_minutes: number };
const summaryOf = (row: SummaryRow): DigestSummary => ({
  summaryId: row.id,
  title: row.title,
  author: row.author,
  readingTimeMinutes: Number(row.reading_time_minutes),
});

/**
 * A member's ISO week up to `now`, in their time zone: what they finished (and its reading
 * time: reading keeps 15-minute activity buckets, not a stopwatch, so a finished summary's
 * minutes are the honest measure), their streak, the highlights they made, and what to read next.
 */
export async function weeklyDigestOf(
  manager: EntityManager,
  memberId: string,
  zone: string,
  now: Date,
): Promise<WeeklyDigestContent> {
  const today = localDayOf(now, zone);
  const weekStart = startOfLocalDay(firstDayOfWeek(today), zone);
  const finished: SummaryRow[] = await manager.query(
    `SELECT s.id, s.title, s.author, s.reading_time_minutes
     FROM reading_progress p JOIN summary_projection s ON s.id = p.summary_id
     WHERE p.member_id = $1 AND p.is_completed AND p.completed_at >= $2 AND p.completed_at <= $3
       AND s.is_published AND s.deleted_at IS NULL
     ORDER BY p.completed_at, s.id`,
    [memberId, weekStart, now],
  );
  const [{ count: highlights }]: Array<{ count: string }> = await manager.query(
    `SELECT count(*) FROM highlight WHERE member_id = $1 AND created_at >= $2 AND created_at <= $3`,
    [memberId, weekStart, now],
  );
  const active: Array<{ bucket_start: Date }> = await manager.query(
    `SELECT bucket_start FROM reading_activity WHERE member_id = $1
     UNION SELECT bucket_start FROM review_activity WHERE member_id = $1`,
    [memberId],
  );
  // The categories the member reads, most read first; in each, summaries they have not
  // finished (started ones first, to finish what was begun, as "read next" after a summary does).
  const readNext: SummaryRow[] = await manager.query(
    `WITH read_categories AS (
       SELECT s.category_id, count(*) AS books
       FROM reading_progress p JOIN summary_projection s ON s.id = p.summary_id
       WHERE p.member_id = $1 AND s.category_id IS NOT NULL
       GROUP BY s.category_id
     )
     SELECT c.id, c.title, c.author, c.reading_time_minutes
     FROM summary_projection c
     JOIN read_categories r ON r.category_id = c.category_id
     LEFT JOIN reading_progress p ON p.summary_id = c.id AND p.member_id = $1
     WHERE c.is_published AND c.deleted_at IS NULL AND (p.id IS NULL OR NOT p.is_completed)
     ORDER BY r.books DESC, p.id IS NULL, c.title, c.id
     LIMIT ${READ_NEXT_COUNT}`,
    [memberId],
  );
  const booksFinished = finished.map(summaryOf);
  return {
    isoWeek: isoWeekOf(today),
    booksFinished,
    minutesRead: booksFinished.reduce((total, book) => total + book.readingTimeMinutes, 0),
    currentStreak: computeStreaks(
      active.map((row) => localDayOf(new Date(row.bucket_start), zone)),
      today,
    ).currentStreak,
    highlightsMade: Number(highlights),
    readNext: readNext.map(summaryOf),
  };
}

/** A week with nothing read, highlighted or to suggest has nothing to tell: no e-mail. */
export function isEmptyDigest(content: WeeklyDigestContent): boolean {
  return (
    content.booksFinished.length === 0 &&
    content.highlightsMade === 0 &&
    content.readNext.length === 0
  );
}
