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
    expect(canReadInFull({ isPremium }, viewer)).toBe(expected);
  });
});
