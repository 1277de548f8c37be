import { canReadInFull, type Viewer } from '@distill/contracts';
import { previewOf } from '../summaries/summary-access.js';

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
      text: section.content,
      section: { id: section.id, heading: section.title },
    };
  }
  const body = readable ? summary.content : previewOf(summary.content);
  return {
    text: [summary.description ?? '', body].filter(Boolean).join('\n'),
    section: null,
  };
}
