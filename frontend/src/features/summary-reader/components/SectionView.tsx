import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useOnReach, useScrolledPast } from '../hooks/useViewportWatch';
import { sectionPositionText, type ReaderSection } from '../reader-types';

/** How long the scroll to a section's top may take before the reader counts as arrived. */
const SCROLL_SETTLE_MS = 1000;

interface SectionViewProps {
  section: ReaderSection;
  index: number;
  count: number;
  onPrevious: () => void;
  onNext: () => void;
  /** Called when the end of the section's text comes into view (null: not watched). */
  onReachEnd: (() => void) | null;
  /** Told whether the reader is deep in the section (its title scrolled away). */
  onDeepChange: (deep: boolean) => void;
  /** Shown between the title and the text (reader settings, the Listen control). */
  tools?: ReactNode;
  /** The section's text, with what the reader draws over it. */
  children: ReactNode;
}

export function SectionView({
  section,
  index,
  count,
  onPrevious,
  onNext,
  onReachEnd,
  onDeepChange,
  tools,
  children,
}: SectionViewProps) {
  const articleRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const shownIndex = useRef(index);
  // The section whose top the page has finished scrolling to: while the page moves from the
  // bottom of the last section to the top of the next, the new text's end may pass through the
  // view, which is not reaching it.
  const [settledIndex, setSettledIndex] = useState(index);
  const deep = useScrolledPast(headingRef);
  useOnReach(endRef, onReachEnd !== null && settledIndex === index, () => onReachEnd?.());

  useEffect(() => onDeepChange(deep), [deep, onDeepChange]);

  useEffect(() => {
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    // Moving between sections puts keyboard and screen-reader focus on the new section's title,
    // and brings its top ("Section X of N") to just below the sticky header (scroll-mt). At once:
    // the page's CSS makes scrolls smooth by default, and a smooth scroll started while another
    // scroll is still moving the page can stop where it began (seen: the page left at the old
    // section's Next button), while an instant one lands and is held by scroll anchoring.
    headingRef.current?.focus({ preventScroll: true });
    articleRef.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
    const settle = () => setSettledIndex(index);
    // `scrollend` is not in every browser, and no scroll happens when already in place.
    const fallback = window.setTimeout(settle, SCROLL_SETTLE_MS);
    window.addEventListener('scrollend', settle, { once: true });
    return () => {
      window.clearTimeout(fallback);
      window.removeEventListener('scrollend', settle);
    };
  }, [index]);

  return (
    <article
      ref={articleRef}
      aria-labelledby="section-title"
      data-testid="section-view"
      className="scroll-mt-20"
    >
      <p className="text-sm font-medium text-primary" data-testid="section-position">
        {sectionPositionText(index, count)}
      </p>
      <h2
        id="section-title"
        ref={headingRef}
        tabIndex={-1}
        className="mt-2 text-2xl font-bold tracking-tight outline-none sm:text-3xl"
      >
        {section.title}
      </h2>
      {tools && <div className="mt-4 flex flex-wrap items-start gap-3">{tools}</div>}
      <div className="mt-6" data-testid="section-text">
        {children}
      </div>
      <div ref={endRef} data-testid="section-end" aria-hidden />
      <nav
        aria-label="Section navigation"
        className="mt-10 flex items-center justify-between gap-3 border-t border-border pt-6"
      >
        <Button variant="outline" onClick={onPrevious} disabled={index === 0}>
          <ChevronLeft className="size-4" aria-hidden />
          Previous
        </Button>
        <span className="text-sm text-muted-foreground" aria-hidden>
          {index + 1} / {count}
        </span>
        <Button onClick={onNext} disabled={index >= count - 1}>
          Next
          <ChevronRight className="size-4" aria-hidden />
        </Button>
      </nav>
    </article>
  );
}
