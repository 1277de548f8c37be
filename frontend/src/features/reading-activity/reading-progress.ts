/**
 * The progress a member has made when section `index` (0-based) of `count` is open: the
 * sections read so far count equally and marking the summary read is the last step, so moving
 * through sections never reaches 0 (a reset) or 100 (completed) by itself.
 */
export function sectionProgressPercentage(index: number, count: number): number {
  return Math.round(((index + 1) / (count + 1)) * 100);
}
