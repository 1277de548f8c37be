/** Lowercase letters and digits in runs joined by single hyphens (what the admin form derives). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isWellFormedSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug);
}
