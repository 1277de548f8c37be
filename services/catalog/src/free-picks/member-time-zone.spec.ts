import { SERVER_TIME_ZONE, timeZoneForPicks } from './member-time-zone.js';

const now = new Date('2026-11-30T10:30:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600 * 1000);
const niue = (changedHoursAgo: number) => ({
  timeZone: 'Pacific/Niue',
  changedAt: hoursAgo(changedHoursAgo),
});

describe('timeZoneForPicks (the 24-hour rule)', () => {
  it.each([
    // [case, stored, requested, zone used, stored now]
    ['no zone stored, none named: the server’s', null, null, SERVER_TIME_ZONE, false],
    [
      'no zone stored: the one named, stored',
      null,
      'Pacific/Kiritimati',
      'Pacific/Kiritimati',
      true,
    ],
    ['none named: the stored one', niue(1), null, 'Pacific/Niue', false],
    ['the stored one named again', niue(30), 'Pacific/Niue', 'Pacific/Niue', false],
    [
      'another named an hour after the last change',
      niue(1),
      'Pacific/Kiritimati',
      'Pacific/Niue',
      false,
    ],
    [
      'another named a second before 24 hours',
      niue(24 - 1 / 3600),
      'Pacific/Kiritimati',
      'Pacific/Niue',
      false,
    ],
    [
      'another named 24 hours after the last change',
      niue(24),
      'Pacific/Kiritimati',
      'Pacific/Kiritimati',
      true,
    ],
    ['another named days later', niue(72), 'Europe/Berlin', 'Europe/Berlin', true],
  ] as const)('%s', (_case, stored, requested, timeZone, store) => {
    expect(timeZoneForPicks(stored, requested, now)).toEqual({ timeZone, store });
  });
});
