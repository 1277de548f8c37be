/** How long an admin may grant complimentary Premium for; `days: null` is until revoked. */
export interface GrantLength {
  label: string;
  days: number | null;
}

export const GRANT_LENGTHS: readonly GrantLength[] = [
  { label: '30 days', days: 30 },
  { label: '90 days', days: 90 },
  { label: '1 year', days: 365 },
  { label: 'No end date', days: null },
];

/** "Until 28 December 2026" (the last day it gives Premium), or "No end date". */
export function grantEndText(endsAt: string | null, timeZone?: string): string {
  if (endsAt === null) return 'No end date';
  const lastMoment = new Date(new Date(endsAt).getTime() - 1);
  const day = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(lastMoment);
  return `Until ${day}`;
}
