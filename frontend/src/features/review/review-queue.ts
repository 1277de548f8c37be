import type { ReviewCardFieldsFragment } from '../../gql/graphql';

export type ReviewGradeKey = 'again' | 'hard' | 'good' | 'easy';

/** The four grades in key order: key 1 is Again ... key 4 is Easy. */
export const GRADES: readonly { grade: ReviewGradeKey; label: string; key: string }[] = [
  { grade: 'again', label: 'Again', key: '1' },
  { grade: 'hard', label: 'Hard', key: '2' },
  { grade: 'good', label: 'Good', key: '3' },
  { grade: 'easy', label: 'Easy', key: '4' },
];

/** The member's local date (YYYY-MM-DD) of an instant, in their IANA time zone. */
export function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** Whether the server scheduled a graded card for later today (Again): it comes back this session. */
export function isDueToday(due: string, timeZone: string, now = new Date()): boolean {
  return localDate(new Date(due), timeZone) <= localDate(now, timeZone);
}

export interface ReviewSession {
  /** Cards still to grade, the current one first. */
  queue: ReviewCardFieldsFragment[];
  /** Every card of the session, once each. */
  total: number;
  /** Cards graded for a later day. */
  finished: number;
}

export function startSession(cards: readonly ReviewCardFieldsFragment[]): ReviewSession {
  return { queue: [...cards], total: cards.length, finished: 0 };
}

/**
 * The session after the current card was graded: the server's answer says when it is due; a
 * card due again today goes to the end of the queue, any other is finished for the day.
 */
export function afterGrade(
  session: ReviewSession,
  graded: ReviewCardFieldsFragment,
  timeZone: string,
  now = new Date(),
): ReviewSession {
  const rest = session.queue.filter((card) => card.id !== graded.id);
  return isDueToday(graded.due, timeZone, now)
    ? { ...session, queue: [...rest, graded] }
    : { ...session, queue: rest, finished: session.finished + 1 };
}

/** "3 of 10": the card on screen among the session's cards. */
export function progressText(session: ReviewSession): string {
  return `${Math.min(session.finished + 1, session.total)} of ${session.total}`;
}
