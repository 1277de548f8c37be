import { monthOnOffer, nextPicksText, picksLeftText, unlockedUntilText } from './free-picks';

describe('free picks texts', () => {
  it('says how many picks are left in the month', () => {
    const month = { month: 'November', limit: 3, offered: true, nextPicksAt: '' };
    expect(picksLeftText({ ...month, left: 2 })).toBe('2 of 3 left in November');
    expect(picksLeftText({ ...month, left: 0 })).toBe('0 of 3 left in November');
  });

  // The server's instants are local midnights starting the next month in the member's zone.
  it.each([
    ['UTC', '2026-12-01T00:00:00.000Z', '30 November', '1 December'],
    ['Europe/Berlin', '2026-11-30T23:00:00.000Z', '30 November', '1 December'],
    ['America/New_York', '2026-12-01T05:00:00.000Z', '30 November', '1 December'],
    ['Asia/Kolkata', '2026-12-31T18:30:00.000Z', '31 December', '1 January'],
    // New York's daylight time ends on 1 November itself, at 02:00: midnight is still -4.
    ['America/New_York', '2026-11-01T04:00:00.000Z', '31 October', '1 November'],
    ['Pacific/Auckland', '2026-04-30T12:00:00.000Z', '30 April', '1 May'],
  ])('in %s, %s is the end of %s and the next picks come on %s', (zone, instant, last, next) => {
    expect(unlockedUntilText(instant, zone)).toBe(`Unlocked until ${last}`);
    expect(nextPicksText(instant, zone)).toBe(`Your next free picks arrive on ${next}`);
  });
});

describe('monthOnOffer', () => {
  const month = {
    month: 'November',
    limit: 3,
    left: 3,
    nextPicksAt: '2026-12-01T00:00:00.000Z',
    summaries: [],
  };

  it('shows the month while the offer applies', () => {
    expect(monthOnOffer({ ...month, offered: true })).toEqual({ ...month, offered: true });
  });

  it.each([
    ['picks are turned off (FREE_MONTHLY_PICKS=0)', { ...month, limit: 0, left: 0 }],
    ['the plan includes every summary', { ...month, left: 0 }],
  ])('shows nothing when %s', (_case, answer) => {
    expect(monthOnOffer({ ...answer, offered: false })).toBeNull();
  });

  it('shows nothing before the answer arrives', () => {
    expect(monthOnOffer(undefined)).toBeNull();
  });
});
