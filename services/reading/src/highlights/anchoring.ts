import search from 'approx-string-match';
import { HIGHLIGHT_LIMITS } from './highlight-rules.js';

/** Where a highlight was: W3C TextQuoteSelector and TextPositionSelector of one section. */
export interface TextAnchor {
  quote: string;
  prefix: string;
  suffix: string;
  start: number;
  end: number;
}

/** Weights of Hypothesis's `matchQuote`: the quote counts most, the old position least. */
const WEIGHTS = { quote: 50, prefix: 20, suffix: 20, position: 2 } as const;
const MAX_SCORE = WEIGHTS.quote + WEIGHTS.prefix + WEIGHTS.suffix + WEIGHTS.position;

/**
 * Finds a highlight in a section's new text the way Hypothesis anchors annotations: the old
 * position if it still holds the exact quote; else the best approximate match of the quote
 * (at most half its characters different), scored with its prefix and suffix context and its
 * distance from the old position. Null when the quote is gone: the highlight is orphaned.
 */
export function reanchor(text: string, anchor: TextAnchor): { start: number; end: number } | null {
  if (text.slice(anchor.start, anchor.end) === anchor.quote) {
    return { start: anchor.start, end: anchor.end };
  }
  const maxErrors = Math.min(256, Math.floor(anchor.quote.length / 2));
  const matches = search(text, anchor.quote, maxErrors);
  let best: { start: number; end: number; score: number } | null = null;
  for (const match of matches) {
    const quoteScore = 1 - match.errors / anchor.quote.length;
    const prefixScore = contextScore(
      text.slice(Math.max(0, match.start - anchor.prefix.length), match.start),
      anchor.prefix,
    );
    const suffixScore = contextScore(
      text.slice(match.end, match.end + anchor.suffix.length),
      anchor.suffix,
    );
    const positionScore = 1 - Math.abs(match.start - anchor.start) / Math.max(1, text.length);
    const score =
      (WEIGHTS.quote * quoteScore +
        WEIGHTS.prefix * prefixScore +
        WEIGHTS.suffix * suffixScore +
        WEIGHTS.position * positionScore) /
      MAX_SCORE;
    if (!best || score > best.score) best = { start: match.start, end: match.end, score };
  }
  return best && { start: best.start, end: best.end };
}

/** How well `found` matches the expected context (1: exactly; no context to check: 1). */
function contextScore(found: string, expected: string): number {
  if (expected.length === 0) return 1;
  if (found.length === 0) return 0;
  const [match] = search(found, expected, expected.length);
  return match ? 1 - match.errors / expected.length : 0;
}

/**
 * Where a new highlight's quote is in the section's text, with the text's own context: at the
 * offset the reader sent, else the occurrence nearest to it (a reader may count line breaks
 * differently). Null when the text does not hold the quote.
 */
export function placeQuote(text: string, quote: string, start: number): TextAnchor | null {
  const found = text.startsWith(quote, start) ? start : nearestOccurrence(text, quote, start);
  if (found === null) return null;
  const end = found + quote.length;
  return {
    quote,
    prefix: text.slice(Math.max(0, found - HIGHLIGHT_LIMITS.context), found),
    suffix: text.slice(end, end + HIGHLIGHT_LIMITS.context),
    start: found,
    end,
  };
}

function nearestOccurrence(text: string, quote: string, near: number): number | null {
  let nearest: number | null = null;
  for (let at = text.indexOf(quote); at !== -1; at = text.indexOf(quote, at + 1)) {
    if (nearest === null || Math.abs(at - near) < Math.abs(nearest - near)) nearest = at;
  }
  return nearest;
}
