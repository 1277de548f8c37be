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
  /** The session's cards, each counted once. */
  cards: number;
  /** Cards shown so far and graded. */
  graded: number;
  /** Cards to show in all: each card, and each time a card graded Again comes back. */
  showings: number;
}

export function startSession(cards: readonly ReviewCardFieldsFragment[]): ReviewSession {
  return { queue: [...cards], cards: cards.length, graded: 0, showings: cards.length };
}

/**
 * The session after the current card was graded: the server's answer says when it is due; a
 * card due again today goes to the end of the queue (one more showing), any other is finished
 * for the day.
 */
export function afterGrade(
  session: ReviewSession,
  graded: ReviewCardFieldsFragment,
  timeZone: string,
  now = new Date(),
): ReviewSession {
  const rest = session.queue.filter((card) => card.id !== graded.id);
  const counted = { ...session, graded: session.graded + 1 };
  return isDueToday(graded.due, timeZone, now)
    ? { ...counted, queue: [...rest, graded], showings: session.showings + 1 }
    : { ...counted, queue: rest };
}

/**
 * "3 of 10": the card on screen among the session's showings, so the count moves on with every
 * grade, Again included (issue 42: it stood still on "1 of 2" after an Again).
 */
export function progressText(session: ReviewSession): string {
  return `${Math.min(session.graded + 1, session.showings)} of ${session.showings}`;
}
