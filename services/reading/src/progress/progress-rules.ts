import { ReadingError } from '../reading.error.js';

export interface ProgressState {
  progressPercentage: number;
  isCompleted: boolean;
  sectionIndex: number;
  completedAt: Date | null;
}

export interface ProgressUpdate {
  progressPercentage: number;
  /** The section now open; unchanged when not given. */
  sectionIndex?: number | null;
}

/** Sections are numbered from 0; no summary has anywhere near this many. */
export const MAX_SECTION_INDEX = 999;

/** Where the reader is: the open section of the summary's sections, and whether its end was reached. */
export interface ReadingPosition {
  sectionIndex: number;
  sectionCount: number;
  reachedEnd: boolean;
}

/**
 * Checks an update from the client: a finite percentage from 0 to 100 (kept as a whole number)
 * and, when given, a section index from 0.
 */
export function validateProgressUpdate(update: ProgressUpdate): ProgressUpdate {
  const { progressPercentage, sectionIndex } = update;
  if (!Number.isFinite(progressPercentage) || progressPercentage < 0 || progressPercentage > 100) {
    throw new ReadingError(
      'READING_INVALID_PROGRESS',
      'progressPercentage must be a number from 0 to 100',
    );
  }
  if (
    sectionIndex != null &&
    (!Number.isInteger(sectionIndex) || sectionIndex < 0 || sectionIndex > MAX_SECTION_INDEX)
  ) {
    throw new ReadingError(
      'READING_INVALID_PROGRESS',
      `sectionIndex must be a whole number from 0 to ${MAX_SECTION_INDEX}`,
    );
  }
  return { progressPercentage: Math.round(progressPercentage), sectionIndex };
}

/**
 * Checks a position from the reader: a section count from 1 and an open section among them.
 * The reader reports the count it shows (reading does not keep the catalog's sections).
 */
export function validatePosition(position: ReadingPosition): ReadingPosition {
  const { sectionIndex, sectionCount } = position;
  if (!Number.isInteger(sectionCount) || sectionCount < 1 || sectionCount > MAX_SECTION_INDEX + 1) {
    throw new ReadingError(
      'READING_INVALID_PROGRESS',
      `sectionCount must be a whole number from 1 to ${MAX_SECTION_INDEX + 1}`,
    );
  }
  if (!Number.isInteger(sectionIndex) || sectionIndex < 0 || sectionIndex >= sectionCount) {
    throw new ReadingError(
      'READING_INVALID_PROGRESS',
      'sectionIndex must be a whole number from 0 to sectionCount - 1',
    );
  }
  return position;
}

/**
 * The progress a position stands for. Each section read counts one step and opening the first
 * is a step too, so a summary of n sections has n + 1 steps: opening section i (0-based) is
 * step i + 1, and reaching its end is step i + 2, the same as opening the next. Reaching the end
 * of the last section is the last step: 100, which completes the summary. Opening a section is
 * never 0 (a reset) nor 100.
 */
export function positionProgress({
  sectionIndex,
  sectionCount,
  reachedEnd,
}: ReadingPosition): number {
  const steps = sectionIndex + 1 + (reachedEnd ? 1 : 0);
  return Math.round((steps / (sectionCount + 1)) * 100);
}

/**
 * The progress after an update. Progress is monotonic: a late or repeated update never lowers
 * it, and a completed summary stays completed. Only 0 (mark as unread) resets it; 100 (mark as
 * read) completes it. The open section follows the latest update, since it is a position, not
 * progress.
 */
export function nextProgress(
  current: ProgressState | null,
  update: ProgressUpdate,
  now: Date,
): ProgressState {
  const { progressPercentage } = update;
  if (progressPercentage === 0) {
    return { progressPercentage: 0, isCompleted: false, sectionIndex: 0, completedAt: null };
  }
  const sectionIndex = update.sectionIndex ?? current?.sectionIndex ?? 0;
  if (progressPercentage === 100 || current?.isCompleted) {
    return {
      progressPercentage: 100,
      isCompleted: true,
      sectionIndex,
      completedAt: current?.completedAt ?? now,
    };
  }
  return {
    progressPercentage: Math.max(current?.progressPercentage ?? 0, progressPercentage),
    isCompleted: false,
    sectionIndex,
    completedAt: null,
  };
}
