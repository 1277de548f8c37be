import { FreePickError } from './free-pick.error.js';
import { pickLocksAt, pickMonth, validTimeZone } from './pick-month.js';

describe('pickMonth', () => {
  it.each([
    // [zone, now (UTC), key, name, startsAt, endsAt]
    [
      'UTC',
      '2026-11-15T12:00:00Z',
      '2026-11',
      'November',
      '2026-11-01T00:00:00Z',
      '2026-12-01T00:00:00Z',
    ],
    // 23:30 local on the last day is still November; local midnight is December.
    [
      'Europe/Berlin',
      '2026-11-30T22:30:00Z',
      '2026-11',
      'November',
      '2026-10-31T23:00:00Z',
      '2026-11-30T23:00:00Z',
    ],
    [
      'Europe/Berlin',
      '2026-11-30T23:00:00Z',
      '2026-12',
      'December',
      '2026-11-30T23:00:00Z',
      '2026-12-31T23:00:00Z',
    ],
    // Berlin's summer time starts 29 March (+1 -> +2) and ends 25 October (+2 -> +1).
    [
      'Europe/Berlin',
      '2026-03-15T12:00:00Z',
      '2026-03',
      'March',
      '2026-02-28T23:00:00Z',
      '2026-03-31T22:00:00Z',
    ],
    [
      'Europe/Berlin',
      '2026-10-15T12:00:00Z',
      '2026-10',
      'October',
      '2026-09-30T22:00:00Z',
      '2026-10-31T23:00:00Z',
    ],
    // New York: daylight time starts 8 March (-5 -> -4) and ends 1 November (-4 -> -5), the
    // first day of the month itself.
    [
      'America/New_York',
      '2026-03-31T23:59:00Z',
      '2026-03',
      'March',
      '2026-03-01T05:00:00Z',
      '2026-04-01T04:00:00Z',
    ],
    [
      'America/New_York',
      '2026-11-01T03:59:00Z',
      '2026-10',
      'October',
      '2026-10-01T04:00:00Z',
      '2026-11-01T04:00:00Z',
    ],
    [
      'America/New_York',
      '2026-11-01T04:00:00Z',
      '2026-11',
      'November',
      '2026-11-01T04:00:00Z',
      '2026-12-01T05:00:00Z',
    ],
    // The southern hemisphere: Auckland's daylight time ends 5 April (+13 -> +12).
    [
      'Pacific/Auckland',
      '2026-04-10T00:00:00Z',
      '2026-04',
      'April',
      '2026-03-31T11:00:00Z',
      '2026-04-30T12:00:00Z',
    ],
    // A half-hour offset, and a new year.
    [
      'Asia/Kolkata',
      '2026-12-31T18:29:00Z',
      '2026-12',
      'December',
      '2026-11-30T18:30:00Z',
      '2026-12-31T18:30:00Z',
    ],
    [
      'Asia/Kolkata',
      '2026-12-31T18:30:00Z',
      '2027-01',
      'January',
      '2026-12-31T18:30:00Z',
      '2027-01-31T18:30:00Z',
    ],
    // The earliest and the latest zones, 25 hours apart: at 10:30 UTC on 30 November it is
    // already December in Kiritimati (+14) and still November in Niue (-11).
    [
      'Pacific/Kiritimati',
      '2026-11-30T10:30:00Z',
      '2026-12',
      'December',
      '2026-11-30T10:00:00Z',
      '2026-12-31T10:00:00Z',
    ],
    [
      'Pacific/Niue',
      '2026-11-30T10:30:00Z',
      '2026-11',
      'November',
      '2026-11-01T11:00:00Z',
      '2026-12-01T11:00:00Z',
    ],
    [
      'America/Los_Angeles',
      '2027-01-01T07:59:00Z',
      '2026-12',
      'December',
      '2026-12-01T08:00:00Z',
      '2027-01-01T08:00:00Z',
    ],
  ])('in %s at %s: %s', (zone, now, key, name, startsAt, endsAt) => {
    expect(pickMonth(new Date(now), zone)).toEqual({
      key,
      name,
      startsAt: new Date(startsAt),
      endsAt: new Date(endsAt),
    });
  });
});

describe('validTimeZone', () => {
  it('returns the canonical name of a known zone', () => {
    expect(validTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(validTimeZone('europe/berlin')).toBe('Europe/Berlin');
  });

  it.each(['', 'Mars/Olympus', 'Europe/Berlin\n', 'x'.repeat(65), '../etc'])(
    'refuses %j as bad input',
    (raw) => {
      expect(() => validTimeZone(raw)).toThrow(FreePickError.invalidTimeZone());
    },
  );
});

describe('pickLocksAt', () => {
  it.each([
    // [zone, picked at (UTC), locks at (UTC)]: local midnight ending the 30th day, the pick's first.
    ['UTC', '2026-11-28T12:00:00Z', '2026-12-28T00:00:00Z'],
    ['UTC', '2026-11-28T00:00:00Z', '2026-12-28T00:00:00Z'],
    ['UTC', '2026-11-28T23:59:59Z', '2026-12-28T00:00:00Z'],
    // Across a year's end.
    ['UTC', '2026-12-20T08:00:00Z', '2027-01-19T00:00:00Z'],
    // The pick's day is the member's: 23:30 UTC on 28 November is 29 November in Berlin.
    ['Europe/Berlin', '2026-11-28T23:30:00Z', '2026-12-28T23:00:00Z'],
    // Over Berlin's change to summer time (29 March): midnight is at +2 when it locks.
    ['Europe/Berlin', '2026-03-10T12:00:00Z', '2026-04-08T22:00:00Z'],
    // And back (25 October): +2 when picked, +1 when it locks.
    ['Europe/Berlin', '2026-10-10T12:00:00Z', '2026-11-08T23:00:00Z'],
    ['Pacific/Kiritimati', '2026-11-30T10:30:00Z', '2026-12-30T10:00:00Z'],
  ])('in %s, a pick at %s locks at %s', (zone, pickedAt, locksAt) => {
    expect(pickLocksAt(new Date(pickedAt), zone).toISOString()).toBe(
      new Date(locksAt).toISOString(),
    );
  });
});
