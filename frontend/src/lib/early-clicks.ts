declare global {
  interface Window {
    /** Kept by index.html's inline script until the page's scripts run. */
    distillEarlyClicks?: { stop(): Element[] };
  }
}

/**
 * Presses again the buttons pressed on a page the gateway rendered before its scripts ran (a
 * tap there would otherwise be lost: the button is on screen but nothing listens yet). Called
 * by each screen once it has hydrated (React drops a press on a part not yet hydrated); a
 * button the page no longer shows is skipped. The first call stops the keeping; later calls
 * find nothing.
 */
export function replayEarlyClicks(): void {
  const pressed = window.distillEarlyClicks?.stop() ?? [];
  for (const button of pressed) {
    if (button.isConnected && button instanceof HTMLElement) button.click();
  }
}
