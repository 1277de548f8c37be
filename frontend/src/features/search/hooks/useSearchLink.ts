import { useEffect, useRef, useState, type RefObject } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useBrowserValue } from '../../../lib/use-browser-value';
import { wordRanges } from '../snippet';

/** The CSS highlight (`::highlight(search-match)` in index.css) the matched words are drawn in. */
export const SEARCH_HIGHLIGHT = 'search-match';

/**
 * `/summary/{id}?section={sectionId}&mark={word}…`, as a search result links here: opens that
 * section once, then marks the words in its text (a CSS highlight over the rendered text, so the
 * reader's own marks and selections stay as they are) and scrolls the first into view. Read in
 * the browser only, so a page the gateway rendered hydrates as it was rendered.
 */
export function useSearchLink(
  sections: readonly { id: string }[],
  openSection: (index: number) => void,
  currentIndex: number,
  textRoot: RefObject<HTMLElement | null>,
) {
  const [params] = useSearchParams();
  const target = useBrowserValue(() => params.get('section'));
  const marks = useBrowserValue(() => params.getAll('mark').join('\n'));
  const [opened, setOpened] = useState<string | null>(null);
  const scrolled = useRef(false);

  const index = target ? sections.findIndex((section) => section.id === target) : -1;
  if (target && index >= 0 && opened !== target) {
    setOpened(target);
    openSection(index);
  }

  useEffect(() => {
    const root = textRoot.current;
    const words = marks ? marks.split('\n') : [];
    if (!root || index < 0 || currentIndex !== index || words.length === 0) return;
    if (typeof CSS === 'undefined' || !('highlights' in CSS)) return;
    const ranges = textRanges(root, words);
    CSS.highlights.set(SEARCH_HIGHLIGHT, new Highlight(...ranges));
    if (!scrolled.current && ranges[0]) {
      scrolled.current = true;
      ranges[0].startContainer.parentElement?.scrollIntoView({ block: 'center' });
    }
    return () => {
      CSS.highlights.delete(SEARCH_HIGHLIGHT);
    };
    // After every render: the reader redraws the text's nodes (highlights arriving, the passage
    // read aloud), and a range over a replaced node would mark nothing.
  });
}

/** DOM ranges over the words in the text nodes under `root`. */
function textRanges(root: HTMLElement, words: readonly string[]): Range[] {
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const [start, end] of wordRanges(node.textContent ?? '', words)) {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      ranges.push(range);
    }
  }
  return ranges;
}
