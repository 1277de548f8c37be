/**
 * The rules of a highlight that the reading service enforces, the REST facade checks before
 * asking it and the web client builds requests with: written here once, never retyped.
 */

/** The colours in the order the reader's toolbar and the filters offer them (yellow first). */
export const HIGHLIGHT_COLORS = ['yellow', 'green', 'blue', 'pink'] as const;
export type HighlightColor = (typeof HIGHLIGHT_COLORS)[number];

export function isHighlightColor(value: unknown): value is HighlightColor {
  return (HIGHLIGHT_COLORS as readonly unknown[]).includes(value);
}

export const HIGHLIGHT_LIMITS = {
  quote: 2_000,
  /** TextQuoteSelector context either side of the quote, as Hypothesis keeps it. */
  context: 32,
  note: 5_000,
  /** The longest search across quotes and notes. */
  search: 200,
} as const;

/** A page of a member's highlights: its size when the client names none, and at most. */
export const DEFAULT_HIGHLIGHT_PAGE = 50;
export const MAX_HIGHLIGHT_PAGE = 100;
