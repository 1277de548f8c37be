import { honestFigure, landingFiguresOf } from './landing-figures.js';

describe('the landing figures', () => {
  it.each([
    [0, null],
    [1, '1'],
    [30, '30'],
    [99, '99'],
    [100, '100+'],
    [450, '400+'],
    [1_199, '1,100+'],
    [1_200, '1,200+'],
    [9_999, '9,900+'],
    [10_000, '10,000+'],
    [50_999, '50,000+'],
  ])('says %i as %p, never more than it is', (count, said) => {
    expect(honestFigure(count)).toBe(said);
  });

  it('leaves out a member count below a hundred, and says the summaries however few', () => {
    expect(
      landingFiguresOf({
        publishedSummaryCount: 30,
        summariesPublishedLast30Days: 20,
        memberCount: 99,
      }),
    ).toEqual({ summaries: '30', newSummaries: '20', members: null });
    expect(
      landingFiguresOf({
        publishedSummaryCount: 0,
        summariesPublishedLast30Days: 0,
        memberCount: 1_234,
      }),
    ).toEqual({ summaries: null, newSummaries: null, members: '1,200+' });
  });
});
