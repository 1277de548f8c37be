import { canReadInFull, type Viewer } from '@distill/contracts';
import { previewOf } from '../summaries/summary-access.js';

/** Where ts_headline marks a matched word; private-use characters, removed from the source first. */
export const MARK_START = '\uE000';
export const MARK_STOP = '\uE001';
const MARKERS = /[\uE000\uE001]/g;

/** A search hit as the database found it: the summary and the section that matched best. */
export interface SnippetCandidate {
  summary: { id: string; isPremium: boolean; description: string | null; content: string };
  section: { id: string; title: string; content: string } | null;
}

/** The text a snippet may quote, and the section it points at (null: the summary itself). */
export interface SnippetSource {
  text: string;
  section: { id: string; heading: string } | null;
}

/**
 * What a snippet may quote for this viewer: the matching section's text when the viewer may read
 * the summary in full (the catalog's one access rule, `canReadInFull`), otherwise only what every
 * visitor sees: the description and the preview. The summary is still found by its locked words;
 * the result just does not say them, nor which locked section holds them.
 */
export function snippetSource(
  candidate: SnippetCandidate,
  viewer: Viewer,
  unlockedSummaryIds?: ReadonlySet<string>,
): SnippetSource {
  const { summary, section } = candidate;
  const readable = canReadInFull(summary, viewer, unlockedSummaryIds);
  if (readable && section) {
    return {
      text: withoutMarkers(section.content),
      section: { id: section.id, heading: section.title },
    };
  }
  const body = readable ? summary.content : previewOf(summary.content);
  return {
    text: withoutMarkers([summary.description ?? '', body].filter(Boolean).join('\n')),
    section: null,
  };
}

function withoutMarkers(text: string): string {
  return text.replace(MARKERS, '');
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * ts_headline's output as HTML: every character of the summary's text escaped, the matched words
 * in `<mark>` elements, the only markup. Unbalanced markers (never written by ts_headline) are
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
      html += part.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
    }
  }
  return open ? `${html}</mark>` : html;
}
