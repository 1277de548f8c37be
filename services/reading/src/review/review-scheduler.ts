import {
  createEmptyCard,
  fsrs,
  Rating,
  type Card,
  type Grade,
  type ReviewLog as FsrsReviewLog,
} from 'ts-fsrs';
import type { ReviewCard } from './review-card.entity.js';
import type { ReviewLog } from './review-log.entity.js';

/** A daily review, as Readwise's: no same-day learning steps, every grade schedules in days. */
const scheduler = fsrs({ enable_short_term: false });

export const REVIEW_GRADES = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewGrade = (typeof REVIEW_GRADES)[number];

const RATING_OF: Record<ReviewGrade, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

type CardState = Omit<ReviewCard, 'id' | 'highlightId' | 'memberId'>;
type LogFields = Omit<ReviewLog, 'id' | 'cardId' | 'memberId'>;

/** The FSRS state of a highlight that has never been reviewed: due at once. */
export function newCardState(now: Date): CardState {
  return fromFsrsCard(createEmptyCard(now));
}

/**
 * The card after one grade, as ts-fsrs computes it, and the review log it returns. Again keeps
 * the library's new stability and difficulty but brings the card back later in today's review
 * (due now, so after every card already waiting) rather than tomorrow.
 */
export function gradeCard(
  card: CardState,
  grade: ReviewGrade,
  now: Date,
): { card: CardState; log: LogFields } {
  const next = scheduler.next(toFsrsCard(card), now, RATING_OF[grade]);
  const scheduled = fromFsrsCard(next.card);
  if (grade === 'again') scheduled.due = now;
  return { card: scheduled, log: fromFsrsLog(next.log) };
}

function toFsrsCard(card: CardState): Card {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsedDays,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review: card.lastReview ?? undefined,
  };
}

function fromFsrsCard(card: Card): CardState {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

function fromFsrsLog(log: FsrsReviewLog): LogFields {
  return {
    rating: log.rating,
    state: log.state,
    due: log.due,
    stability: log.stability,
    difficulty: log.difficulty,
    elapsedDays: log.elapsed_days,
    lastElapsedDays: log.last_elapsed_days,
    scheduledDays: log.scheduled_days,
    learningSteps: log.learning_steps,
    review: log.review,
  };
}
