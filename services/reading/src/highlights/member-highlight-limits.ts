import type { EntityManager } from 'typeorm';
import { ReadingError } from '../reading.error.js';
import { HIGHLIGHT_LIMITS } from './highlight-rules.js';

const WINDOW_SECONDS = 60;

/** What a write adds to the member's highlights. */
export interface HighlightGrowth {
  highlights: number;
  noteCharacters: number;
}

/** The characters of a note as PostgreSQL's `char_length` counts them (code points). */
export function noteCharactersOf(note: string | null): number {
  return note === null ? 0 : [...note].length;
}

/**
 * Admits one highlight write of the member inside its transaction, or refuses it: 429 past
 * the writes of a minute, 409 past what a member keeps. Counting the write locks the member's
 * window row until the transaction ends, so the member's writes take turns and the totals
 * checked here are exact; a refused write rolls back and counts for nothing.
 */
export async function admitHighlightWrite(
  manager: EntityManager,
  memberId: string,
  now: Date,
  growth: HighlightGrowth,
): Promise<void> {
  const [window] = (await manager.query(
    `INSERT INTO highlight_write_window AS current (member_id, window_started_at, writes)
     VALUES ($1, $2, 1)
     ON CONFLICT (member_id) DO UPDATE SET
       writes = CASE WHEN current.window_started_at > $2::timestamptz - make_interval(secs => $3)
         THEN current.writes + 1 ELSE 1 END,
       window_started_at = CASE
         WHEN current.window_started_at > $2::timestamptz - make_interval(secs => $3)
         THEN current.window_started_at ELSE $2::timestamptz END
     RETURNING writes, window_started_at AS "windowStartedAt"`,
    [memberId, now, WINDOW_SECONDS],
  )) as Array<{ writes: number; windowStartedAt: Date }>;
  if (window!.writes > HIGHLIGHT_LIMITS.writesPerMinute) {
    const endsAt = new Date(window!.windowStartedAt).getTime() + WINDOW_SECONDS * 1000;
    throw new ReadingError(
      'READING_TOO_MANY_HIGHLIGHT_WRITES',
      `Too many changes to highlights: at most ${HIGHLIGHT_LIMITS.writesPerMinute} a minute. Try again shortly.`,
      { retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) },
    );
  }
  if (growth.highlights <= 0 && growth.noteCharacters <= 0) return;
  const [kept] = (await manager.query(
    `SELECT count(*)::int AS highlights,
            coalesce(sum(char_length(note)), 0)::int AS "noteCharacters"
     FROM highlight WHERE member_id = $1`,
    [memberId],
  )) as Array<HighlightGrowth>;
  if (
    growth.highlights > 0 &&
    kept!.highlights + growth.highlights > HIGHLIGHT_LIMITS.highlightsPerMember
  ) {
    throw new ReadingError(
      'READING_HIGHLIGHT_LIMIT_REACHED',
      `A member keeps at most ${HIGHLIGHT_LIMITS.highlightsPerMember} highlights: delete some to add more`,
    );
  }
  if (
    growth.noteCharacters > 0 &&
    kept!.noteCharacters + growth.noteCharacters > HIGHLIGHT_LIMITS.noteCharactersPerMember
  ) {
    throw new ReadingError(
      'READING_HIGHLIGHT_LIMIT_REACHED',
      `A member keeps at most ${HIGHLIGHT_LIMITS.noteCharactersPerMember} characters of notes: shorten or delete some`,
    );
  }
}
