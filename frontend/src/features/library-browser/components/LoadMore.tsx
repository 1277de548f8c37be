import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * The end of the loaded results: scrolling near it loads the next page, and its button does
 * the same for keyboards and screen readers.
 */
export function LoadMore({ onLoad, loading }: { onLoad: () => void; loading: boolean }) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoad();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onLoad]);

  return (
    <div ref={sentinel} className="mt-8 flex justify-center">
      <Button variant="outline" onClick={onLoad} disabled={loading}>
        {loading ? 'Loading...' : 'Show more books'}
      </Button>
    </div>
  );
}
