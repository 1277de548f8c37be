/**
 * Where a service reads the time for what waits days (grace periods, trials, link expiry). The
 * class is its own injection token: a service takes `clock: Clock` and the app module provides
 * one, so tests pass a clock they can move instead of waiting.
 */
export abstract class Clock {
  abstract now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
