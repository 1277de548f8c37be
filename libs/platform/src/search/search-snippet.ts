import type { EntityManager } from 'typeorm';
import { asYouTypeTsquery } from './as-you-type.js';

/** Where ts_headline marks a matched word; private-use characters, removed from the source first. */
export const MARK_START = '\uE000';
export const MARK_STOP = '\uE001';
/**
 * Stands for `<` while ts_headline reads the text: its parser takes `<word>` for an HTML tag and
 * leaves it out of the headline, so "about <fortune>" would lose the very word searched for.
 */
const LESS_THAN = '\uE002';
const PRIVATE = /[\uE000-\uE002]/g;

/** A text no longer than this many words is quoted whole, its matches marked. */
export const SHORT_TEXT_WORDS = 30;

/**
 * How every search snippet is cut: up to two fragments of 12 to 30 words around the matches,
 * joined by an ellipsis, the matches between the private-use markers `snippetHtml` turns into
 * `<mark>` elements. A shorter text is quoted whole.
 */
export const SEARCH_HEADLINE_OPTIONS = [
  `StartSel="${MARK_START}"`,
  `StopSel="${MARK_STOP}"`,
  `MaxWords=${SHORT_TEXT_WORDS}`,
  'MinWords=12',
  'MaxFragments=2',
  'FragmentDelimiter=" … "',
].join(', ');

/**
 * The text as ts_headline is given it: any private-use character of its own taken out (only
 * ts_headline places markers), `<` written as its stand-in.
 */
export function headlineSource(text: string): string {
  return text.replace(PRIVATE, '').replaceAll('<', LESS_THAN);
}

const MORE_THAN_SHORT = new RegExp(`^\\s*(?:\\S+\\s+){${SHORT_TEXT_WORDS}}\\S`);

/**
 * Whether the text is quoted whole. Counted here, not in SQL: splitting a full-length section
 * into words there cost as much as its headline (10 sections: ~11 ms each way).
 */
export function isShort(text: string): boolean {
  return !MORE_THAN_SHORT.test(text);
}

/**
 * ts_headline of each text for the query (websearch syntax; `asYouType`: its last word marked
 * wherever it begins a word, as `asYouTypeTsquery` matches it), in order, as `snippetHtml`; null
 * for an empty text.
 */
export async function searchSnippets(
  manager: EntityManager,
  q: string,
  texts: readonly string[],
  { asYouType = false }: { asYouType?: boolean } = {},
): Promise<Array<string | null>> {
  if (texts.length === 0) return [];
  const query = asYouType ? asYouTypeTsquery('$1') : `websearch_to_tsquery('english', $1)`;
  const sources = texts.map(headlineSource);
  const rows = (await manager.query(
    // HighlightAll applies only outside fragment mode, hence MaxFragments=0 with it.
    `SELECT CASE WHEN text = '' THEN NULL
                 ELSE ts_headline('english', text, ${query},
                   CASE WHEN short THEN $2 || ', HighlightAll=true, MaxFragments=0' ELSE $2 END) END
              AS headline
       FROM unnest($3::text[], $4::bool[]) WITH ORDINALITY AS source (text, short, position)
      ORDER BY position`,
    [q, SEARCH_HEADLINE_OPTIONS, sources, sources.map(isShort)],
  )) as Array<{ headline: string | null }>;
  return rows.map((row) => (row.headline === null ? null : snippetHtml(row.headline)));
}

const HTML_ESCAPES: Record<string, string> = {
  [LESS_THAN]: '&lt;',
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * ts_headline's output as HTML: every character of the text escaped (the stand-in for `<` too), the matched words in
 * `<mark>` elements, the only markup. Unbalanced markers (never written by ts_headline) are
 * dropped rather than left open.
 */
export function snippetHtml(headline: string): string {
  let html = '';
  let open = false;
  for (const part of headline.split(/([\uE000\uE001])/)) {
    if (part === MARK_START) {
      if (!open) html += '<mark>';
      open = true;
    } else if (part === MARK_STOP) {
      if (open) html += '</mark>';
      open = false;
    } else {
      html += part.replace(/[&<>"'\uE002]/g, (char) => HTML_ESCAPES[char]!);
    }
  }
  return open ? `${html}</mark>` : html;
}
