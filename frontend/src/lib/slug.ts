/**
 * Spec section 5: lowercased, each run of characters outside a-z and 0-9 becomes one hyphen,
 * leading and trailing hyphens removed.
 */
export function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
