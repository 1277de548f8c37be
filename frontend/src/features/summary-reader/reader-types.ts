import type { SummaryReaderQuery } from '../../gql/graphql';

export type ReaderSummary = NonNullable<SummaryReaderQuery['summary']>;
export type ReaderSection = ReaderSummary['sections'][number];

/** Keeps a section index inside 0..count-1 (spec section 4). */
export function clampSectionIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(index, 0), count - 1);
}

export function sectionPositionText(index: number, count: number): string {
  return `Section ${index + 1} of ${count}`;
}
