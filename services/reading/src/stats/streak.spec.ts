import { isoDateOf, localDayOf, parseTimeZone } from './calendar.js';
import { computeStreaks } from './streak.js';

/** Streaks of activity instants, as a member in `timeZone` sees them at `now`. */
function streaksOf(instants: string[], now: string, timeZone = 'UTC') {
  const result = computeStreaks(
    instants.map((instant) => localDayOf(new Date(instant), timeZone)),
    localDayOf(new Date(now), timeZone),
  );
  return {
    current: result.currentStreak,
    longest: result.longestStreak,
    milestone: result.milestoneReachedOn === null ? null : isoDateOf(result.milestoneReachedOn),
  };
}

// 2026-11-16 is a Monday; 2026-11-22 a Sunday.
const at = (date: string, time = '12:00:00') => `${date}T${time}Z`;

describe('computeStreaks (calendar days, one missed day forgiven per week)', () => {
  it.each<[string, string[], string, number, number]>([
    ['no activity', [], at('2026-11-22'), 0, 0],
    ['read today', [at('2026-11-22')], at('2026-11-22'), 1, 1],
    ['read yesterday, not yet today: still alive', [at('2026-11-21')], at('2026-11-22'), 1, 1],
    [
      'three days in a row, repeated and unsorted',
      [at('2026-11-20'), at('2026-11-18'), at('2026-11-19'), at('2026-11-20', '18:00:00')],
      at('2026-11-20'),
      3,
      3,
    ],
    [
      'one missed day in a week is forgiven',
      [at('2026-11-16'), at('2026-11-18')],
      at('2026-11-18'),
      2,
      2,
    ],
    [
      'a second missed day in the same week breaks the streak',
      [at('2026-11-16'), at('2026-11-18'), at('2026-11-20')],
      at('2026-11-20'),
      1,
      2,
    ],
    [
      'missed days in different weeks are both forgiven',
      [at('2026-11-20'), at('2026-11-22'), at('2026-11-24')],
      at('2026-11-24'),
      3,
      3,
    ],
    [
      'two missed days in a row break it',
      [at('2026-11-17'), at('2026-11-18'), at('2026-11-21')],
      at('2026-11-21'),
      1,
      2,
    ],
    [
      'last read the day before yesterday: yesterday is forgiven',
      [at('2026-11-18'), at('2026-11-19')],
      at('2026-11-21'),
      2,
      2,
    ],
    [
      'last read the day before yesterday with the week already forgiven: broken',
      [at('2026-11-16'), at('2026-11-18')],
      at('2026-11-20'),
      0,
      2,
    ],
    [
      'three days since the last read: broken',
      [at('2026-11-17'), at('2026-11-18')],
      at('2026-11-21'),
      0,
      2,
    ],
  ])('%s', (_label, instants, now, current, longest) => {
    expect(streaksOf(instants, now)).toMatchObject({ current, longest });
  });

  it('splits days at local midnight, not UTC midnight', () => {
    // 23:59:59 and 00:00:00 in Berlin (UTC+1 in November): two calendar days there, one in UTC.
    const instants = ['2026-11-20T22:59:59Z', '2026-11-20T23:00:00Z'];
    expect(streaksOf(instants, '2026-11-21T10:00:00Z', 'Europe/Berlin').current).toBe(2);
    expect(streaksOf(instants, '2026-11-21T10:00:00Z', 'UTC').current).toBe(1);
  });

  it('counts the short day when the clocks go forward (New York, 2026-03-08)', () => {
    const instants = [
      '2026-03-08T04:30:00Z', // 23:30 EST on the 7th
      '2026-03-09T03:30:00Z', // 23:30 EDT on the 8th, a 23-hour day
      '2026-03-09T04:15:00Z', // 00:15 EDT on the 9th
    ];
    expect(streaksOf(instants, '2026-03-09T15:00:00Z', 'America/New_York').current).toBe(3);
  });

  it('counts the long day when the clocks go back as one day (New York, 2026-11-01)', () => {
    const instants = [
      '2026-11-01T04:30:00Z', // 00:30 EDT on the 1st
      '2026-11-02T04:30:00Z', // 23:30 EST on the 1st, 25 hours into the day
    ];
    expect(streaksOf(instants, '2026-11-02T04:45:00Z', 'America/New_York').current).toBe(1);
  });

  it('recounts the same history in the time zone the member has now', () => {
    // 01:00 and 23:00 UTC on the 20th: one day in London, two in Tokyo and in Los Angeles.
    const instants = ['2026-11-20T01:00:00Z', '2026-11-20T23:00:00Z'];
    const now = '2026-11-21T05:00:00Z';
    expect(streaksOf(instants, now, 'Europe/London').current).toBe(1);
    expect(streaksOf(instants, now, 'Asia/Tokyo').current).toBe(2);
    expect(streaksOf(instants, now, 'America/Los_Angeles').current).toBe(2);
  });

  it('handles offsets that are not whole hours (Kathmandu, UTC+05:45)', () => {
    const instants = ['2026-11-20T18:14:00Z', '2026-11-20T18:15:00Z']; // 23:59 and 00:00 local
    expect(streaksOf(instants, '2026-11-21T06:00:00Z', 'Asia/Kathmandu').current).toBe(2);
  });

  it('records the day a streak first reached seven days', () => {
    const instants = Array.from({ length: 9 }, (_, i) => at(`2026-11-${String(10 + i)}`));
    expect(streaksOf(instants, at('2026-11-18'))).toEqual({
      current: 9,
      longest: 9,
      milestone: '2026-11-16',
    });
  });
});

describe('parseTimeZone', () => {
  it.each([
    ['Europe/Berlin', 'Europe/Berlin'],
    ['UTC', 'UTC'],
    ['America/New_York', 'America/New_York'],
  ])('accepts %s', (raw, canonical) => {
    expect(parseTimeZone(raw)).toBe(canonical);
  });

  it.each([
    '',
    'Mars/Olympus_Mons',
    'Europe/Berlin\u0000',
    '../../etc/passwd',
    'x'.repeat(65),
    'Europe Berlin',
  ])('rejects %j', (raw) => {
    expect(() => parseTimeZone(raw)).toThrow(
      'timeZone must be an IANA time zone name such as Europe/Berlin',
    );
  });
});
