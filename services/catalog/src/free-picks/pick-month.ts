import { FreePickError } from './free-pick.error.js';

/** The calendar month a pick counts in, in the member's time zone. */
export interface PickMonth {
  /** `2026-11`: picks are counted per key. */
  key: string;
  /** `November`, for "2 of 3 left in November". */
  name: string;
  /** The instant the month begins (local midnight of its first day). */
  startsAt: Date;
  /** The instant the next month begins: when this month's picks expire and the count restarts. */
  endsAt: Date;
}

const MAX_TIME_ZONE_LENGTH = 64;
const TIME_ZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

/** One formatter per zone: building one costs more than the rest of a pick. */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClockOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = wallClocks.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * A time zone a client named, checked against the IANA zones this runtime knows; returns its
 * canonical name. Anything else is bad input. (A valid zone is still only a wish for the
 * member's month: see `timeZoneForPicks`.)
 */
export function validTimeZone(raw: string): string {
  if (raw.length > 0 && raw.length <= MAX_TIME_ZONE_LENGTH && TIME_ZONE_SHAPE.test(raw)) {
    try {
      return new Intl.DateTimeFormat('en-US', { timeZone: raw }).resolvedOptions().timeZone;
    } catch {
      // Unknown to the runtime's ICU data: bad input like any other.
    }
  }
  throw FreePickError.invalidTimeZone();
}

/** The wall-clock reading of an instant in a zone, as if that reading were UTC. */
function wallClockAsUtc(instant: number, timeZone: string): number {
  const parts = wallClockOf(timeZone).formatToParts(new Date(instant));
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)!.value);
  return Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
}

/**
 * The instant of local midnight starting a day (`day` may run past the month's end: Date.UTC
 * carries it over). The zone's offset is read at a first guess and again at the corrected
 * instant, so a DST change between UTC midnight and local midnight is taken into account (the
 * ICU data knows every zone's rules).
 */
function localMidnight(year: number, monthIndex: number, day: number, timeZone: string): Date {
  const wallMidnight = Date.UTC(year, monthIndex, day);
  const guess = wallMidnight - (wallClockAsUtc(wallMidnight, timeZone) - wallMidnight);
  return new Date(wallMidnight - (wallClockAsUtc(guess, timeZone) - guess));
}

function startOfLocalMonth(year: number, monthIndex: number, timeZone: string): Date {
  return localMidnight(year, monthIndex, 1, timeZone);
}

/** How many days a free pick keeps its summary open, the day it was made being the first. */
export const PICK_OPEN_DAYS = 30;

/**
 * When a pick made at `now` locks its summary again: local midnight ending the pick's
 * `PICK_OPEN_DAYS`th day in `timeZone`, whichever month that falls in (issue 42: a pick used on
 * the 28th kept its summary for two days when picks lasted until the month's end).
 */
export function pickLocksAt(now: Date, timeZone: string): Date {
  const local = new Date(wallClockAsUtc(now.getTime(), timeZone));
  return localMidnight(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate() + PICK_OPEN_DAYS,
    timeZone,
  );
}

/** The month `now` falls in, in `timeZone` (a canonical zone: see `validTimeZone`). */
export function pickMonth(now: Date, timeZone: string): PickMonth {
  const local = new Date(wallClockAsUtc(now.getTime(), timeZone));
  const year = local.getUTCFullYear();
  const monthIndex = local.getUTCMonth();
  return {
    key: `${year}-${String(monthIndex + 1).padStart(2, '0')}`,
    name: local.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
    startsAt: startOfLocalMonth(year, monthIndex, timeZone),
    // Date.UTC carries month 12 into January of the next year.
    endsAt: startOfLocalMonth(year, monthIndex + 1, timeZone),
  };
}
