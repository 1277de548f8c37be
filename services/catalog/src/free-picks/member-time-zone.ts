/** The zone of a member who has none stored and names none: the server's. */
export const SERVER_TIME_ZONE = 'UTC';

/** A member may move their picks' month to another zone once per this interval. */
export const TIME_ZONE_CHANGE_INTERVAL_MS = 24 * 3600 * 1000;

export interface StoredTimeZone {
  timeZone: string;
  changedAt: Date;
}

export interface TimeZoneForPicks {
  timeZone: string;
  /** True when this zone is to be stored: the member's first, or a change a day after the last. */
  store: boolean;
}

/**
 * The zone a member's free-pick month is counted in now. The zone a request names is only a
 * wish: the first one named is stored; another is taken once 24 hours have passed since the
 * stored one was set, else the stored one stays. Without either, the server's zone. Around a
 * month's end zones 25 hours apart are in different months, so a zone chosen per request would
 * choose the month. `requested` is a canonical zone (`validTimeZone`) or null.
 */
export function timeZoneForPicks(
  stored: StoredTimeZone | null,
  requested: string | null,
  now: Date,
): TimeZoneForPicks {
  if (!stored)
    return requested
      ? { timeZone: requested, store: true }
      : { timeZone: SERVER_TIME_ZONE, store: false };
  const changeAllowed = now.getTime() - stored.changedAt.getTime() >= TIME_ZONE_CHANGE_INTERVAL_MS;
  if (requested && requested !== stored.timeZone && changeAllowed) {
    return { timeZone: requested, store: true };
  }
  return { timeZone: stored.timeZone, store: false };
}
