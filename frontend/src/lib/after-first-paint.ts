/** How long the page waits for the browser to report its first paint before it starts anyway. */
export const FIRST_PAINT_WAIT_MS = 1_000;

/**
 * Runs `start` once the browser has painted the page it was sent: on its first contentful paint
 * as the browser reports it (after the frame has reached the screen), after the next frame where
 * paints are not reported, at once in a hidden tab (which paints nothing until shown), and at
 * the latest after FIRST_PAINT_WAIT_MS, so no page's life hangs on a report.
 */
export function afterFirstPaint(start: () => void) {
  if (document.visibilityState !== 'visible') return start();
  let started = false;
  const observer = PerformanceObserver.supportedEntryTypes?.includes('paint')
    ? new PerformanceObserver((paints) => {
        if (paints.getEntriesByName('first-contentful-paint').length > 0) startOnce();
      })
    : null;
  function startOnce() {
    if (started) return;
    started = true;
    observer?.disconnect();
    start();
  }
  setTimeout(startOnce, FIRST_PAINT_WAIT_MS);
  if (observer) observer.observe({ type: 'paint', buffered: true });
  else requestAnimationFrame(() => setTimeout(startOnce, 0));
}
