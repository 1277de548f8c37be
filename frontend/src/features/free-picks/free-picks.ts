/**
 * The words of the free picks offer (issue 21). Every date is shown in the member's time zone,
 * the one their month is counted in on the server.
 */

export interface MonthOfPicks {
  month: string;
  limit: number;
  left: number;
  offered: boolean;
  nextPicksAt: string;
}

/**
 * What of the month the web client shows: all of it while the offer applies, nothing otherwise
 * (picks turned off with FREE_MONTHLY_PICKS=0, or a plan that already includes every summary:
 * the server answers `offered: false` for both).
 */
export function monthOnOffer<Month extends { offered: boolean }>(
  answer: Month | undefined,
): Month | null {
  return answer?.offered ? answer : null;
}

/** 'November 30' would read oddly here: day first, as in "Unlocked until 30 November". */
function dayAndMonth(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone }).format(
    instant,
  );
}

/** "2 of 3 left in November". */
export function picksLeftText({ left, limit, month }: MonthOfPicks): string {
  return `${left} of ${limit} left in ${month}`;
}

/** "Your next free picks arrive on 1 December": the start of the member's next month. */
export function nextPicksText(nextPicksAt: string, timeZone: string): string {
  return `Your next free picks arrive on ${dayAndMonth(new Date(nextPicksAt), timeZone)}`;
}

/**
 * The last day a summary reads in full: the server gives the instant it locks again (local
 * midnight ending the pick's last day), so that day is the one before the instant.
 */
function lastDayBefore(locksAt: string, timeZone: string): string {
  return dayAndMonth(new Date(new Date(locksAt).getTime() - 1), timeZone);
}

/** "Unlocked until 27 December". */
export function unlockedUntilText(unlockedUntil: string, timeZone: string): string {
  return `Unlocked until ${lastDayBefore(unlockedUntil, timeZone)}`;
}

/** "Each pick unlocks a Premium summary for 30 days." */
export function pickTermsText(openDays: number): string {
  return `Each pick unlocks a Premium summary for ${openDays} days.`;
}

/**
 * What the confirmation says before a pick is spent: "It stays unlocked for 30 days, until
 * 27 December, and uses 1 of your 2 free picks left in November."
 */
export function pickConfirmationText(
  {
    openDays,
    newPickUnlockedUntil,
    left,
    month,
  }: {
    openDays: number;
    newPickUnlockedUntil: string;
    left: number;
    month: string;
  },
  timeZone: string,
): string {
  const until = lastDayBefore(newPickUnlockedUntil, timeZone);
  return `It stays unlocked for ${openDays} days, until ${until}, and uses 1 of your ${left} free ${left === 1 ? 'pick' : 'picks'} left in ${month}.`;
}
