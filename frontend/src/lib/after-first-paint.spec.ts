import { jest } from '@jest/globals';
import { afterFirstPaint } from './after-first-paint';

/**
 * The browser as the page sees it at start-up: whether the tab is shown, whether it reports
 * paints, and a way to report one (tests run in Node, which has none of these).
 */
function browser({ visible = true, reportsPaints = true } = {}) {
  const observers: Array<(paints: { getEntriesByName(name: string): unknown[] }) => void> = [];
  const frames: Array<() => void> = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = reportsPaints ? ['paint', 'resource'] : ['resource'];
    constructor(private readonly report: (typeof observers)[number]) {}
    observe() {
      observers.push(this.report);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.report), 1);
    }
  }
  Object.assign(globalThis, {
    document: { visibilityState: visible ? 'visible' : 'hidden' },
    PerformanceObserver: FakePerformanceObserver,
    requestAnimationFrame: (frame: () => void) => frames.push(frame),
  });
  return {
    paint(name: string) {
      for (const report of [...observers])
        report({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) });
    },
    nextFrame() {
      for (const frame of frames.splice(0)) frame();
    },
  };
}

describe('afterFirstPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    for (const name of ['document', 'PerformanceObserver', 'requestAnimationFrame'])
      delete (globalThis as Record<string, unknown>)[name];
  });

  it('starts on the first contentful paint the browser reports, once', () => {
    const page = browser();
    const start = jest.fn();
    afterFirstPaint(start);
    page.paint('first-paint');
    jest.advanceTimersByTime(999);
    expect(start).not.toHaveBeenCalled();
    page.paint('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1_000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after a second when no paint is reported', () => {
    browser();
    const start = jest.fn();
    afterFirstPaint(start);
    jest.advanceTimersByTime(999);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after the next frame where paints are not reported', () => {
    const page = browser({ reportsPaints: false });
    const start = jest.fn();
    afterFirstPaint(start);
    jest.advanceTimersByTime(0);
    expect(start).not.toHaveBeenCalled();
    page.nextFrame();
    jest.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a hidden tab, which paints nothing until shown', () => {
    browser({ visible: false });
    const start = jest.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
