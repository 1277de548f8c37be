import {
  nextProgress,
  positionProgress,
  validatePosition,
  validateProgressUpdate,
  type ProgressState,
  type ReadingPosition,
} from './progress-rules.js';

const now = new Date('2026-11-22T10:00:00Z');
const earlier = new Date('2026-11-20T10:00:00Z');
const state = (overrides: Partial<ProgressState> = {}): ProgressState => ({
  progressPercentage: 40,
  isCompleted: false,
  sectionIndex: 2,
  completedAt: null,
  ...overrides,
});

describe('nextProgress', () => {
  it.each<[string, ProgressState | null, number, number | undefined, ProgressState]>([
    ['starts a summary', null, 25, 0, state({ progressPercentage: 25, sectionIndex: 0 })],
    ['moves forward', state(), 60, 3, state({ progressPercentage: 60, sectionIndex: 3 })],
    ['never lowers progress', state(), 20, 1, state({ progressPercentage: 40, sectionIndex: 1 })],
    [
      'keeps the section when none is sent',
      state(),
      50,
      undefined,
      state({ progressPercentage: 50 }),
    ],
    [
      'completes at 100',
      state(),
      100,
      undefined,
      state({ progressPercentage: 100, isCompleted: true, completedAt: now }),
    ],
    [
      'stays completed on a late update',
      state({ progressPercentage: 100, isCompleted: true, completedAt: earlier }),
      60,
      1,
      state({ progressPercentage: 100, isCompleted: true, completedAt: earlier, sectionIndex: 1 }),
    ],
    [
      'keeps the first completion date when completed again',
      state({ progressPercentage: 100, isCompleted: true, completedAt: earlier }),
      100,
      undefined,
      state({ progressPercentage: 100, isCompleted: true, completedAt: earlier }),
    ],
    [
      'resets only on 0 (mark as unread)',
      state({ progressPercentage: 100, isCompleted: true, completedAt: earlier }),
      0,
      4,
      state({ progressPercentage: 0, sectionIndex: 0 }),
    ],
  ])('%s', (_label, current, progressPercentage, sectionIndex, expected) => {
    expect(nextProgress(current, { progressPercentage, sectionIndex }, now)).toEqual(expected);
  });
});

describe('validateProgressUpdate', () => {
  it('rounds to a whole percentage', () => {
    expect(validateProgressUpdate({ progressPercentage: 33.4 })).toEqual({
      progressPercentage: 33,
      sectionIndex: undefined,
    });
  });

  it.each([
    [{ progressPercentage: -1 }, 'progressPercentage must be a number from 0 to 100'],
    [{ progressPercentage: 100.5 }, 'progressPercentage must be a number from 0 to 100'],
    [{ progressPercentage: Number.NaN }, 'progressPercentage must be a number from 0 to 100'],
    [{ progressPercentage: Infinity }, 'progressPercentage must be a number from 0 to 100'],
    [
      { progressPercentage: 5, sectionIndex: -1 },
      'sectionIndex must be a whole number from 0 to 999',
    ],
    [
      { progressPercentage: 5, sectionIndex: 1.5 },
      'sectionIndex must be a whole number from 0 to 999',
    ],
    [
      { progressPercentage: 5, sectionIndex: 5000 },
      'sectionIndex must be a whole number from 0 to 999',
    ],
  ])('rejects %j', (update, message) => {
    expect(() => validateProgressUpdate(update)).toThrow(message);
  });
});

describe('positionProgress', () => {
  it.each<[string, ReadingPosition, number]>([
    ['opening the first of 8', { sectionIndex: 0, sectionCount: 8, reachedEnd: false }, 11],
    ['opening the second of 8', { sectionIndex: 1, sectionCount: 8, reachedEnd: false }, 22],
    ['opening the last of 8', { sectionIndex: 7, sectionCount: 8, reachedEnd: false }, 89],
    [
      'the end of the first of 8 (as opening the second)',
      { sectionIndex: 0, sectionCount: 8, reachedEnd: true },
      22,
    ],
    ['the end of the last of 8', { sectionIndex: 7, sectionCount: 8, reachedEnd: true }, 100],
    ['opening the only section', { sectionIndex: 0, sectionCount: 1, reachedEnd: false }, 50],
    ['the end of the only section', { sectionIndex: 0, sectionCount: 1, reachedEnd: true }, 100],
  ])('%s', (_label, position, percent) => {
    expect(positionProgress(position)).toBe(percent);
  });

  it('completes the summary at the end of the last section', () => {
    const end = positionProgress({ sectionIndex: 5, sectionCount: 6, reachedEnd: true });
    expect(nextProgress(state(), { progressPercentage: end, sectionIndex: 5 }, now)).toEqual(
      state({ progressPercentage: 100, isCompleted: true, sectionIndex: 5, completedAt: now }),
    );
  });
});

describe('validatePosition', () => {
  it.each<[ReadingPosition, string]>([
    [
      { sectionIndex: 0, sectionCount: 0, reachedEnd: false },
      'sectionCount must be a whole number from 1 to 1000',
    ],
    [
      { sectionIndex: 0, sectionCount: 2.5, reachedEnd: false },
      'sectionCount must be a whole number from 1 to 1000',
    ],
    [
      { sectionIndex: 0, sectionCount: 1001, reachedEnd: false },
      'sectionCount must be a whole number from 1 to 1000',
    ],
    [
      { sectionIndex: 3, sectionCount: 3, reachedEnd: true },
      'sectionIndex must be a whole number from 0 to sectionCount - 1',
    ],
    [
      { sectionIndex: -1, sectionCount: 3, reachedEnd: false },
      'sectionIndex must be a whole number from 0 to sectionCount - 1',
    ],
  ])('rejects %j', (position, message) => {
    expect(() => validatePosition(position)).toThrow(message);
  });
});
