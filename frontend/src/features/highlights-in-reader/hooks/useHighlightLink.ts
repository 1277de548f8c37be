import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useBrowserValue } from '../../../lib/use-browser-value';
import type { ReaderHighlight } from './useReaderHighlights';

const HASH_PREFIX = '#highlight-';

/**
 * `/summary/{id}?highlight={highlightId}` (or `#highlight-{highlightId}`), as /highlights links
 * here: once the highlights are in, opens the highlight's section, then scrolls to and focuses
 * it. Used by the reader itself so the focus lands after the section's own focus move. A page
 * the gateway rendered (without the fragment, which only the browser has) opens the highlight
 * once hydrated, so it hydrates as it was rendered.
 */
export function useHighlightLink(
  highlights: readonly ReaderHighlight[],
  sections: readonly { id: string }[],
  openSection: (index: number) => void,
  currentIndex: number,
) {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const target = useBrowserValue(
    () =>
      params.get('highlight') ??
      (hash.startsWith(HASH_PREFIX) ? hash.slice(HASH_PREFIX.length) : null),
  );
  const [opened, setOpened] = useState<string | null>(null);
  const focused = useRef<string | null>(null);

  const highlight = target ? highlights.find((candidate) => candidate.id === target) : undefined;
  if (highlight && opened !== highlight.id) {
    setOpened(highlight.id);
    const index = sections.findIndex((section) => section.id === highlight.sectionId);
    if (index >= 0) openSection(index);
  }

  useEffect(() => {
    if (!opened || focused.current === opened) return;
    const mark = document.querySelector<HTMLElement>(`[data-highlight-id="${CSS.escape(opened)}"]`);
    if (!mark) return;
    focused.current = opened;
    mark.scrollIntoView({ block: 'center' });
    mark.focus({ preventScroll: true });
  }, [opened, currentIndex, highlights]);
}
