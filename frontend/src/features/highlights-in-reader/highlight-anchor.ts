import { HIGHLIGHT_LIMITS } from '@distill/contracts';

/** TextQuoteSelector context kept on each side of the quote, as the server stores it. */
export const CONTEXT_LENGTH = HIGHLIGHT_LIMITS.context;

/** Where a highlight sits in a section's content: W3C Web Annotation quote and position. */
export interface HighlightAnchor {
  start: number;
  end: number;
  quote: string;
  prefix: string;
  suffix: string;
}

/** A character that belongs to a word: letters (with their marks), digits and apostrophes. */
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}'’]/u;
const inWord = (character: string | undefined) =>
  character !== undefined && WORD_CHARACTER.test(character);

/**
 * The anchor for content[start, end), with surrounding whitespace left out (a triple click
 * selects the line break too) and a word cut by either end taken whole, as Kindle and Readwise
 * do (a drag that stops inside "rest" keeps "rest", not "r"). Null when nothing but whitespace
 * is selected.
 */
export function anchorAt(content: string, start: number, end: number): HighlightAnchor | null {
  const raw = content.slice(start, end);
  let from = start + (raw.length - raw.trimStart().length);
  let to = from + raw.trim().length;
  if (to <= from) return null;
  while (from > 0 && inWord(content[from - 1]) && inWord(content[from])) from -= 1;
  while (to < content.length && inWord(content[to - 1]) && inWord(content[to])) to += 1;
  return {
    start: from,
    end: to,
    quote: content.slice(from, to),
    prefix: content.slice(Math.max(0, from - CONTEXT_LENGTH), from),
    suffix: content.slice(to, to + CONTEXT_LENGTH),
  };
}

/**
 * The offset in the section's content of a DOM point inside the rendered text. Each paragraph
 * element carries `data-start`, its offset in the content, and renders exactly
 * content[start, end), so the characters before the point inside it give the rest.
 */
function contentOffset(root: HTMLElement, node: Node, offset: number): number | null {
  if (!root.contains(node)) return null;
  const element = node instanceof Element ? node : node.parentElement;
  const paragraph = element?.closest<HTMLElement>('[data-start]');
  if (paragraph && root.contains(paragraph)) {
    const before = document.createRange();
    before.setStart(paragraph, 0);
    before.setEnd(node, offset);
    return Number(paragraph.dataset.start) + before.toString().length;
  }
  // A point between paragraphs (a triple click ends at the next one's edge): the nearest edge.
  const paragraphs = [...root.querySelectorAll<HTMLElement>('[data-start]')];
  const following = paragraphs.find(
    (candidate) =>
      node.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING ||
      (node === candidate.parentNode && [...node.childNodes].indexOf(candidate) >= offset),
  );
  if (following) return Number(following.dataset.start);
  const last = paragraphs.at(-1);
  return last ? Number(last.dataset.end) : null;
}

/** The anchor of the current selection when it lies inside `root` (the section's text). */
export function selectionAnchor(root: HTMLElement, content: string): HighlightAnchor | null {
  const selection = document.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const start = contentOffset(root, range.startContainer, range.startOffset);
  const end = contentOffset(root, range.endContainer, range.endOffset);
  if (start === null || end === null || end <= start) return null;
  return anchorAt(content, start, end);
}
