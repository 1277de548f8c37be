import { ReadingError, ReadingErrorCode } from '../reading.error.js';

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

/**
 * Checks an update from the client: a finite percentage from 0 to 100 (kept as a whole number)
 * and, when given, a section index from 0.
 */
export function validateProgressUpdate(update: ProgressUpdate): ProgressUpdate {
  const { progressPercentage, sectionIndex } = update;
  if (!Number.isFinite(progressPercentage) || progressPercentage < 0 || progressPercentage > 100) {
    throw new ReadingError(
      ReadingErrorCode.InvalidProgress,
      'progressPercentage must be a number from 0 to 100',
    );
  }
  if (
    sectionIndex != null &&
    (!Number.isInteger(sectionIndex) || sectionIndex < 0 || sectionIndex > MAX_SECTION_INDEX)
  ) {
    throw new ReadingError(
      ReadingErrorCode.InvalidProgress,
      `sectionIndex must be a whole number from 0 to ${MAX_SECTION_INDEX}`,
    );
  }
  return { progressPercentage: Math.round(progressPercentage), sectionIndex };
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
