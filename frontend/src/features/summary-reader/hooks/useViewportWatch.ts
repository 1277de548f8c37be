import { useEffect, useEffectEvent, useState, useSyncExternalStore, type RefObject } from 'react';

/** The site header's height (h-16): what sits over the top of the page while scrolling. */
export const STICKY_HEADER_PX = 64;

/**
 * Whether the element has scrolled up under the sticky header (the reader is past it). Read on
 * scroll rather than by an IntersectionObserver: a jump from below the fold to far past the
 * element never crosses an observer's threshold.
 */
export function useScrolledPast(ref: RefObject<Element | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = ref.current;
      if (element) setPast(element.getBoundingClientRect().bottom < STICKY_HEADER_PX);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ref]);
  return past;
}

/** Calls `onReach` when the element comes into view (while `enabled`). */
export function useOnReach(
  ref: RefObject<Element | null>,
  enabled: boolean,
  onReach: () => void,
): void {
  const reached = useEffectEvent(onReach);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) reached();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
}

/** Whether the media query matches now, following changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    // Rendered without a browser (a prerendered page) there is no screen: a small one, and the
    // browser's answer follows right after hydration.
    () => false,
  );
}
