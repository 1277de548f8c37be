/**
 * A count as the landing may say it, rounded down so it is never more than true: exact below
 * 100 ("30"), then down to the hundred ("400+", "1,200+"), then to the thousand ("50,000+").
 * Null when the count is below `atLeast`: too small to boast about, so the page leaves it out.
 */
export function honestFigure(count: number, atLeast = 1): string | null {
  if (!Number.isInteger(count) || count < atLeast || count < 1) return null;
  if (count < 100) return String(count);
  const step = count < 10_000 ? 100 : 1_000;
  return `${(Math.floor(count / step) * step).toLocaleString('en-US')}+`;
}

/** Members are shown from a hundred on: "3 learners" says nothing a visitor should weigh. */
export const MEMBERS_SHOWN_FROM = 100;

/** `GET /api/landing-figures`: what the landing's hero says, computed and rounded here. */
export interface LandingFigures {
  summaries: string | null;
  /** Published in the last 30 days: "new summaries monthly", as it has been, not as promised. */
  newSummaries: string | null;
  members: string | null;
}

export function landingFiguresOf(counts: {
  publishedSummaryCount: number;
  summariesPublishedLast30Days: number;
  memberCount: number;
}): LandingFigures {
  return {
    summaries: honestFigure(counts.publishedSummaryCount),
    newSummaries: honestFigure(counts.summariesPublishedLast30Days),
    members: honestFigure(counts.memberCount, MEMBERS_SHOWN_FROM),
  };
}
