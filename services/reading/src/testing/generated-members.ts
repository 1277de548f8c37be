/**
 * Many members' reading data written straight into reading's tables by SQL (`generate_series`),
 * for what only a large population shows: the bench's member reads at 100,000 members, and the
 * query plans the list queries get once the tables are large. Nothing here goes through the
 * service: the rows are what its writes would have left, made in seconds instead of hours.
 *
 * Generated members' ids share one prefix (`GENERATED_MEMBER_IDS`), so they can be removed
 * again without touching anyone else's rows; no real member's random (v4) id falls in it.
 */

/** A pg client, pool or TypeORM DataSource: anything that runs one parameterised statement. */
export interface SqlRunner {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/** The range of generated members' ids: the n-th is `00000000-0000-4000-8000-<n in hex>`. */
export const GENERATED_MEMBER_IDS = {
  from: '00000000-0000-4000-8000-000000000000',
  to: '00000000-0000-4000-8000-ffffffffffff',
} as const;

/** The n-th generated member's id (n from 1), in SQL. */
const memberId = (n: string) => `('00000000-0000-4000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`;

/** Listed summaries numbered from 0, so member n's k-th entry is summary (n + k) mod their count. */
const LISTED = `listed AS (
  SELECT id, row_number() OVER (ORDER BY id) - 1 AS place
  FROM summary_projection WHERE is_published AND deleted_at IS NULL)`;

/** Member n's k-th entry ($1 members, $2 entries each), on distinct listed summaries. */
const ENTRIES = `generate_series(1, $1::int) AS n
  CROSS JOIN generate_series(0, $2::int - 1) AS k
  JOIN listed ON listed.place = (n + k) % (SELECT count(*) FROM listed)
  WHERE k < (SELECT count(*) FROM listed)`;

export interface GeneratedMembers {
  /** How many members (1 to 16^12). */
  members: number;
  /** Favourites and progress entries each (half of the progress completed), on listed summaries. */
  entriesPerMember: number;
  /** Highlights each, on the same summaries. */
  highlightsPerMember: number;
}

/**
 * Adds `members` generated members, each with favourites, progress (and the activity days it
 * implies) and highlights on the listed summaries reading holds, then refreshes the planner's
 * statistics. Removes earlier generated members first, so a run that stopped halfway leaves
 * nothing behind for the next.
 */
export async function addGeneratedMembers(
  sql: SqlRunner,
  { members, entriesPerMember, highlightsPerMember }: GeneratedMembers,
): Promise<void> {
  await removeGeneratedMembers(sql);
  const each = [members, entriesPerMember];
  await sql.query(
    `WITH ${LISTED}
     INSERT INTO favorite (member_id, summary_id, created_at)
     SELECT ${memberId('n')}, listed.id, now() - make_interval(hours => k) FROM ${ENTRIES}`,
    each,
  );
  await sql.query(
    `WITH ${LISTED}
     INSERT INTO reading_progress (member_id, summary_id, progress_percentage, is_completed,
       section_index, started_at, completed_at, last_read_at)
     SELECT ${memberId('n')}, listed.id, CASE WHEN k % 2 = 0 THEN 100 ELSE 40 END, k % 2 = 0, 0,
       now() - make_interval(days => k + 1), CASE WHEN k % 2 = 0 THEN now() - make_interval(days => k) END,
       now() - make_interval(days => k)
     FROM ${ENTRIES}`,
    each,
  );
  // One activity bucket (a day) per progress entry, as recording progress leaves them.
  await sql.query(
    `INSERT INTO reading_activity (member_id, bucket_start)
     SELECT ${memberId('n')}, date_trunc('day', now()) - make_interval(days => k)
     FROM generate_series(1, $1::int) AS n CROSS JOIN generate_series(0, $2::int - 1) AS k`,
    each,
  );
  await sql.query(
    `WITH ${LISTED}
     INSERT INTO highlight (member_id, summary_id, section_id, quote, prefix, suffix,
       start_offset, end_offset, color, note, created_at, updated_at)
     SELECT ${memberId('n')}, listed.id, listed.id, 'A sentence worth keeping number ' || k, '', '',
       0, 40, 'yellow', NULL, now() - make_interval(hours => k), now() - make_interval(hours => k)
     FROM ${ENTRIES}`,
    [members, highlightsPerMember],
  );
  await sql.query('ANALYZE favorite, reading_progress, reading_activity, highlight');
}

/** Removes every generated member's rows (and their review cards with their highlights). */
export async function removeGeneratedMembers(sql: SqlRunner): Promise<void> {
  for (const table of ['favorite', 'reading_progress', 'reading_activity', 'highlight']) {
    await sql.query(`DELETE FROM ${table} WHERE member_id BETWEEN $1 AND $2`, [
      GENERATED_MEMBER_IDS.from,
      GENERATED_MEMBER_IDS.to,
    ]);
  }
}
