/** Where billing reads the time for trials and grace periods; tests pass one they can move. */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };
