/** "December 6, 2026": the day a pending deletion erases the account. */
export function deletionDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
