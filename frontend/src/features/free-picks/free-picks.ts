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
 * "Unlocked until 30 November". The server gives the instant the summary locks again (local
 * midnight starting the next month), so the last day it reads in full is the day before.
 */
export function unlockedUntilText(unlockedUntil: string, timeZone: string): string {
  const lastMoment = new Date(new Date(unlockedUntil).getTime() - 1);
  return `Unlocked until ${dayAndMonth(lastMoment, timeZone)}`;
}
