import type { Clock } from '../clock/clock.js';

/** A clock a test moves forward, to end grace periods and trials without waiting for them. */
export class TestClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
