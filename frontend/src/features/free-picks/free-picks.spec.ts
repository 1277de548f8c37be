import {
  monthOnOffer,
  nextPicksText,
  pickConfirmationText,
  pickTermsText,
  picksLeftText,
  unlockedUntilText,
} from './free-picks';

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

describe('what a pick costs, said before it is spent', () => {
  // The server's `newPickUnlockedUntil`: local midnight ending the pick's 30th day.
  it.each([
    ['UTC', '2026-12-28T00:00:00.000Z', 2, 'until 27 December, and uses 1 of your 2 free picks'],
    [
      'Europe/Berlin',
      '2026-12-27T23:00:00.000Z',
      1,
      'until 27 December, and uses 1 of your 1 free pick',
    ],
    [
      'Asia/Kolkata',
      '2027-01-29T18:30:00.000Z',
      3,
      'until 29 January, and uses 1 of your 3 free picks',
    ],
  ])('in %s, a pick locking at %s with %i left', (zone, locksAt, left, expected) => {
    const month = { openDays: 30, newPickUnlockedUntil: locksAt, left, month: 'November' };
    expect(pickConfirmationText(month, zone)).toBe(
      `It stays unlocked for 30 days, ${expected} left in November.`,
    );
  });

  it('states the terms', () => {
    expect(pickTermsText(30)).toBe('Each pick unlocks a Premium summary for 30 days.');
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
