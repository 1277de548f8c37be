/** Spec section 9: the preview is the first two non-empty lines of the content. */
export const PREVIEW_LINE_COUNT = 2;

export function nonEmptyLines(content: string | null | undefined): string[] {
  if (!content) return [];
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export function previewLines(content: string | null | undefined): string[] {
  return nonEmptyLines(content).slice(0, PREVIEW_LINE_COUNT);
}

/** Content is plain text with lines separated by newlines: each non-empty line is a paragraph. */
export function toParagraphs(content: string | null | undefined): string[] {
  return nonEmptyLines(content);
}

/**
 * The category shown on a card: 'General' when the summary has no category, 'Category' when it
 * names one that cannot be found (spec section 2, book card).
 */
export function categoryLabel(
  categoryId: string | null | undefined,
  category: { name: string } | null | undefined,
): string {
  if (!categoryId) return 'General';
  return category?.name ?? 'Category';
}

export function readingTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}
