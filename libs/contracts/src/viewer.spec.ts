import {
  ANONYMOUS_VIEWER,
  canReadInFull,
  type MemberViewer,
  type PartnerViewer,
} from './viewer.js';

const member = (overrides: Partial<MemberViewer> = {}): MemberViewer => ({
  kind: 'member',
  id: '00000000-0000-4000-8000-000000000001',
  email: 'm@example.com',
  role: 'user',
  subscriptionStatus: 'free',
  subscriptionType: 'free',
  ...overrides,
});

const partner = (scopes: PartnerViewer['scopes']): PartnerViewer => ({
  kind: 'partner',
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Bookshop',
  scopes,
});

const SUMMARY_ID = '00000000-0000-4000-8000-0000000000aa';
const OTHER_ID = '00000000-0000-4000-8000-0000000000bb';

describe('canReadInFull', () => {
  it.each([
    ['a visitor, free summary', false, ANONYMOUS_VIEWER, true],
    ['a visitor, premium summary', true, ANONYMOUS_VIEWER, false],
    ['a free member, premium summary', true, member(), false],
    ['a trialing member, premium summary', true, member({ subscriptionStatus: 'trialing' }), true],
    [
      'a past-due member (in grace), premium summary',
      true,
      member({ subscriptionStatus: 'past_due' }),
      true,
    ],
    ['an unpaid member, premium summary', true, member({ subscriptionStatus: 'unpaid' }), false],
    ['an active subscriber, premium summary', true, member({ subscriptionStatus: 'active' }), true],
    ['an admin, premium summary', true, member({ role: 'admin' }), true],
    ['a partner key, free summary', false, partner([]), true],
    ['a partner key without scopes, premium summary', true, partner([]), false],
    ['a premium-content partner key, premium summary', true, partner(['premium-content']), true],
  ])('%s -> %s', (_label, isPremium, viewer, expected) => {
    expect(canReadInFull({ id: SUMMARY_ID, isPremium }, viewer)).toBe(expected);
  });

  it.each([
    ['a free member who unlocked it', member(), new Set([SUMMARY_ID]), true],
    ['a free member who unlocked another summary', member(), new Set([OTHER_ID]), false],
    [
      'a canceled member whose pick is current',
      member({ subscriptionStatus: 'canceled' }),
      new Set([SUMMARY_ID]),
      true,
    ],
    ['a visitor, whatever the ids', ANONYMOUS_VIEWER, new Set([SUMMARY_ID]), false],
    ['a partner without scopes, whatever the ids', partner([]), new Set([SUMMARY_ID]), false],
  ])('a premium summary for %s -> %s', (_label, viewer, unlocked, expected) => {
    expect(canReadInFull({ id: SUMMARY_ID, isPremium: true }, viewer, unlocked)).toBe(expected);
  });
});
