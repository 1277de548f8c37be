import { HIGHLIGHT_LIMITS } from '@distill/contracts';
import type { TextAnchor } from '../highlights/anchoring.js';

/**
 * The anchor a reader makes for the first `quote` in `text`: its offsets and the context either
 * side, as the web client sends it when a member highlights.
 */
export function readerAnchorOf(text: string, quote: string): TextAnchor {
  const start = text.indexOf(quote);
  const end = start + quote.length;
  return {
    quote,
    prefix: text.slice(Math.max(0, start - HIGHLIGHT_LIMITS.context), start),
    suffix: text.slice(end, end + HIGHLIGHT_LIMITS.context),
    start,
    end,
  };
}
