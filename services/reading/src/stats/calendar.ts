import { ReadingError } from '../reading.error.js';

/** A calendar date in the member's time zone, as whole days since 1970-01-01. */
export type LocalDay = number;

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_TIME_ZONE_LENGTH = 64;
const TIME_ZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

/**
 * Zone names already checked, to their canonical names: building a formatter to check one costs
 * more than the rest of a stats request. Only zones the runtime knows are kept (a few hundred).
 */
const canonicalZones = new Map<string, string>();

/** A formatter per time zone with these fields, each built once (for the same reason). */
function formattersByZone(
  fields: Intl.DateTimeFormatOptions,
): (timeZone: string) => Intl.DateTimeFormat {
  const formatters = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let formatter = formatters.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat('en-CA', { ...fields, timeZone });
      formatters.set(timeZone, formatter);
    }
    return formatter;
  };
}

const DATE_FIELDS = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
const dateFormatterFor = formattersByZone(DATE_FIELDS);
const clockFormatterFor = formattersByZone({
  ...DATE_FIELDS,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The numeric fields of an instant as a formatter writes it in its zone. */
function fieldsOf(
  formatter: Intl.DateTimeFormat,
  instant: Date,
): (type: Intl.DateTimeFormatPartTypes) => number {
  const parts = formatter.formatToParts(instant);
  return (type) => Number(parts.find((part) => part.type === type)!.value);
}

function dayOfFields(value: (type: Intl.DateTimeFormatPartTypes) => number): LocalDay {
  return Date.UTC(value('year'), value('month') - 1, value('day')) / DAY_MS;
}

/**
 * The member's IANA time zone as the client sent it, checked against the zones this runtime
 * knows; returns its canonical name. Anything else is bad input.
 */
export function parseTimeZone(raw: string): string {
  const invalid = () =>
    new ReadingError(
      'READING_INVALID_TIME_ZONE',
      'timeZone must be an IANA time zone name such as Europe/Berlin',
    );
  if (raw.length === 0 || raw.length > MAX_TIME_ZONE_LENGTH || !TIME_ZONE_SHAPE.test(raw)) {
    throw invalid();
  }
  // Zone names are case-insensitive: one entry per zone, however a client spells it.
  const key = raw.toLowerCase();
  const known = canonicalZones.get(key);
  if (known) return known;
  try {
    const canonical = new Intl.DateTimeFormat('en-US', { timeZone: raw }).resolvedOptions()
      .timeZone;
    canonicalZones.set(key, canonical);
    return canonical;
  } catch {
    throw invalid();
  }
}

/** The calendar date of an instant in a time zone (DST and offsets handled by the ICU data). */
export function localDayOf(instant: Date, timeZone: string): LocalDay {
  return dayOfFields(fieldsOf(dateFormatterFor(timeZone), instant));
}

/** The local date and minute of the day (0-1439) of an instant in a time zone, DST included. */
export function localClockOf(instant: Date, timeZone: string): { day: LocalDay; minute: number } {
  const value = fieldsOf(clockFormatterFor(timeZone), instant);
  return { day: dayOfFields(value), minute: value('hour') * 60 + value('minute') };
}

/** Weeks run Monday to Sunday; 1970-01-01 was a Thursday, so day 4 is the first Monday. */
export function weekOf(day: LocalDay): number {
  return Math.floor((day + 3) / 7);
}

export function firstDayOfWeek(day: LocalDay): LocalDay {
  return weekOf(day) * 7 - 3;
}

/** `2026-11-22` */
export function isoDateOf(day: LocalDay): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

const QUARTER_HOUR_MS = 15 * 60 * 1000;
const HALF_DAY_QUARTERS = 14 * 4; // UTC offsets in use lie within ±14 hours

/**
 * The instant a local day begins in a time zone. Every offset in use is a multiple of 15
 * minutes, so local midnight falls on a quarter hour of UTC: the first quarter hour whose local
 * day is `day`, found by bisection (the local day never decreases as time goes on).
 */
export function startOfLocalDay(day: LocalDay, timeZone: string): Date {
  let low = (day * DAY_MS) / QUARTER_HOUR_MS - HALF_DAY_QUARTERS;
  let high = (day * DAY_MS) / QUARTER_HOUR_MS + HALF_DAY_QUARTERS;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (localDayOf(new Date(middle * QUARTER_HOUR_MS), timeZone) >= day) high = middle;
    else low = middle + 1;
  }
  return new Date(low * QUARTER_HOUR_MS);
}
