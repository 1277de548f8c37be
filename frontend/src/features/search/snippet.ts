/** A piece of a snippet: text, and whether the search matched it. */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

const unescape = (html: string) => html.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);

/**
 * The catalog's snippet (escaped text whose only markup is `<mark>`) as plain text parts, so it
 * is rendered as text, never as HTML.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  return snippet
    .split(/(<mark>[^<]*<\/mark>)/)
    .filter((piece) => piece !== '')
    .map((piece) =>
      piece.startsWith('<mark>')
        ? { text: unescape(piece.slice(6, -7)), marked: true }
        : { text: unescape(piece), marked: false },
    );
}

/** The distinct words a snippet marks: what the reader marks in the section it opens. */
export function markedWords(snippet: string | null): string[] {
  if (!snippet) return [];
  const words = snippetParts(snippet)
    .filter((part) => part.marked)
    .map((part) => part.text.trim())
    .filter(Boolean);
  return [...new Set(words.map((word) => word.toLowerCase()))];
}

/** Where a result opens: the reader at its section, with the matched words to mark. */
export function resultHref(result: {
  node: { id: string };
  section: { id: string } | null;
  snippet: string | null;
}): string {
  const params = new URLSearchParams();
  if (result.section) {
    params.set('section', result.section.id);
    for (const word of markedWords(result.snippet)) params.append('mark', word);
  }
  const query = params.toString();
  return `/summary/${result.node.id}${query ? `?${query}` : ''}`;
}

/**
 * The ranges of `text` holding one of `words` (whole words, any case), in order: what the reader
 * marks after opening a search result.
 */
export function wordRanges(text: string, words: readonly string[]): Array<[number, number]> {
  const wanted = new Set(words.map((word) => word.toLowerCase()).filter(Boolean));
  if (wanted.size === 0) return [];
  const ranges: Array<[number, number]> = [];
  for (const match of text.matchAll(/[\p{L}\p{N}'’-]+/gu)) {
    const word = match[0].replace(/^['’-]+|['’-]+$/g, '');
    if (wanted.has(word.toLowerCase())) {
      const start = match.index + match[0].indexOf(word);
      ranges.push([start, start + word.length]);
    }
  }
  return ranges;
}
