import { GRANT_LENGTHS, grantEndText } from './complimentary';

describe('complimentary Premium texts', () => {
  it('offers 30 days first and no end last', () => {
    expect(GRANT_LENGTHS.map((length) => length.days)).toEqual([30, 90, 365, null]);
  });

  it.each([
    [null, 'UTC', 'No end date'],
    // A grant ends at an instant: the last day it gives Premium is the day before it, where shown.
    ['2026-12-28T15:00:00.000Z', 'UTC', 'Until 28 December 2026'],
    ['2026-12-29T00:00:00.000Z', 'UTC', 'Until 28 December 2026'],
    ['2026-12-29T00:00:00.000Z', 'America/New_York', 'Until 28 December 2026'],
    ['2027-01-01T00:30:00.000Z', 'Europe/Berlin', 'Until 1 January 2027'],
  ])('says %s in %s as %s', (endsAt, zone, text) => {
    expect(grantEndText(endsAt, zone)).toBe(text);
  });
});
