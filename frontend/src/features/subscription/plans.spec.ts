import { annualSavingPercent, planFromSearch, planPriceText, type OfferedPlan } from './plans';

const plan = (id: OfferedPlan['id'], amountCents: number, interval: string): OfferedPlan => ({
  id,
  amountCents,
  currency: 'usd',
  interval,
});

describe('the plans on /subscribe', () => {
  it.each([
    [1200, 9900, 31], // spec section 9: $99 against $144 saves 31.25%
    [1000, 9999, 16], // 16.675% is said as 16, never rounded up
    [1200, 14400, null], // no saving, no badge
    [1200, 15000, null],
  ])('monthly %i and annual %i cents save %p percent', (monthly, annual, percent) => {
    expect(
      annualSavingPercent([plan('monthly', monthly, 'month'), plan('annual', annual, 'year')]),
    ).toBe(percent);
  });

  it('has no saving without both plans', () => {
    expect(annualSavingPercent([plan('monthly', 1200, 'month')])).toBeNull();
  });

  it.each([
    ['?plan=annual', 'annual'],
    ['?plan=monthly', 'monthly'],
    ['?plan=lifetime', 'monthly'],
    ['', 'monthly'],
  ])('reads %p as the %s plan', (search, id) => {
    expect(planFromSearch(new URLSearchParams(search))).toBe(id);
  });

  it('prices whole amounts without cents', () => {
    expect(planPriceText(plan('annual', 9900, 'year'))).toBe('$99/year');
    expect(planPriceText(plan('monthly', 1250, 'month'))).toBe('$12.50/month');
  });
});
