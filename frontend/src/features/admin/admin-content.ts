import type { SectionFieldsFragment, SummaryFieldsFragment, SummaryInput } from '../../gql/graphql';

/** Spec sections 5 and 9. */
export const DEFAULT_READING_TIME = 15;
export const MIN_READING_TIME = 1;
export const MAX_READING_TIME = 60;
export const SECTION_PREVIEW_LENGTH = 100;
export const REQUIRED_SUMMARY_FIELDS = 'Please fill in all required fields';
export const REQUIRED_CATEGORY_FIELDS = 'Name and slug are required';
export const REQUIRED_SECTION_FIELDS = 'Title and content are required';

/** The summary form as typed: every field a string (reading time too) or a flag. */
export interface SummaryFormValues {
  title: string;
  author: string;
  description: string;
  content: string;
  coverImageUrl: string;
  categoryId: string;
  readingTimeMinutes: string;
  isPremium: boolean;
}

export const EMPTY_SUMMARY_FORM: SummaryFormValues = {
  title: '',
  author: '',
  description: '',
  content: '',
  coverImageUrl: '',
  categoryId: '',
  readingTimeMinutes: String(DEFAULT_READING_TIME),
  isPremium: true,
};

export function summaryFormOf(summary: SummaryFieldsFragment): SummaryFormValues {
  return {
    title: summary.title,
    author: summary.author,
    description: summary.description ?? '',
    content: summary.content,
    coverImageUrl: summary.coverImageUrl ?? '',
    categoryId: summary.categoryId ?? '',
    readingTimeMinutes: String(summary.readingTimeMinutes),
    isPremium: summary.isPremium,
  };
}

/** Spec section 5: a non-numeric reading time becomes 15. */
export function readingTimeOf(value: string): number {
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? DEFAULT_READING_TIME : parsed;
}

/** Spec section 5: a non-numeric section order becomes 0 (the server then appends). */
export function sectionOrderOf(value: string): number {
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

/** The payload to send, or the spec's message when a required field is empty. */
export function summaryPayloadOf(
  values: SummaryFormValues,
): { ok: true; payload: SummaryInput } | { ok: false; message: string } {
  if (!values.title.trim() || !values.author.trim() || !values.content.trim()) {
    return { ok: false, message: REQUIRED_SUMMARY_FIELDS };
  }
  return {
    ok: true,
    payload: {
      title: values.title,
      author: values.author,
      description: values.description,
      content: values.content,
      coverImageUrl: values.coverImageUrl,
      categoryId: values.categoryId || null,
      readingTimeMinutes: readingTimeOf(values.readingTimeMinutes),
      isPremium: values.isPremium,
    },
  };
}

/** Spec section 2: the first 100 characters of a section's content. */
export function sectionExcerpt(content: string | null): string {
  if (!content) return '';
  return content.length > SECTION_PREVIEW_LENGTH
    ? `${content.slice(0, SECTION_PREVIEW_LENGTH)}...`
    : content;
}

export function sortedByOrder<T extends { order: number }>(sections: readonly T[]): T[] {
  return [...sections].sort((a, b) => a.order - b.order);
}

/**
 * Spec section 4: moving swaps a section with its neighbour and renumbers all sections 1..n.
 * Null when the move would leave the list (first up, last down).
 */
export function movedSectionOrders(
  sections: readonly Pick<SectionFieldsFragment, 'id' | 'order'>[],
  index: number,
  direction: 'up' | 'down',
): Array<{ id: string; order: number }> | null {
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || index >= sections.length || target < 0 || target >= sections.length) {
    return null;
  }
  const ordered = sortedByOrder(sections);
  [ordered[index], ordered[target]] = [ordered[target]!, ordered[index]!];
  return ordered.map((section, position) => ({ id: section.id, order: position + 1 }));
}

export const existingSummariesLabel = (count: number) => `Existing Book Summaries (${count})`;
export const existingSectionsLabel = (count: number) => `Existing Sections (${count})`;

/** What deleting a category does to its summaries (drafts included). */
export function categoryUsageText(summaryCount: number): string {
  if (summaryCount === 0) return 'No summary uses it.';
  return summaryCount === 1
    ? '1 summary uses it: choose where it goes.'
    : `${summaryCount} summaries use it: choose where they go.`;
}

/** How many summaries (drafts included) each category holds, by category id. */
export function summaryCountsByCategory(
  summaries: readonly { categoryId: string | null }[],
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { categoryId } of summaries) {
    if (categoryId) counts.set(categoryId, (counts.get(categoryId) ?? 0) + 1);
  }
  return counts;
}
