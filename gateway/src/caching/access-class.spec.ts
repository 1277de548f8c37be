import { ANONYMOUS_VIEWER, type MemberViewer, type Viewer } from '@distill/contracts';
import { type AccessClass, accessClassOf, sharesPublicReads } from './access-class.js';

const member = (overrides: Partial<MemberViewer> = {}): MemberViewer => ({
  kind: 'member',
  id: 'u1',
  email: 'reader@example.com',
  role: 'user',
  subscriptionStatus: 'free',
  subscriptionType: 'free',
  ...overrides,
});

describe('accessClassOf', () => {
  it.each<[string, Viewer, AccessClass]>([
    ['a visitor', ANONYMOUS_VIEWER, 'visitor'],
    ['a member without Premium', member(), 'member'],
    [
      'a member whose subscription was canceled',
      member({ subscriptionStatus: 'canceled' }),
      'member',
    ],
    [
      'a subscriber',
      member({ subscriptionStatus: 'active', subscriptionType: 'monthly' }),
      'entitled-member',
    ],
    [
      'a member on trial',
      member({ subscriptionStatus: 'trialing', subscriptionType: 'monthly' }),
      'entitled-member',
    ],
    ['an admin without a subscription', member({ role: 'admin' }), 'admin'],
    [
      'a partner key without scopes',
      { kind: 'partner', id: 'k1', name: 'Shop', scopes: [] },
      'partner',
    ],
    [
      'a premium-content partner key',
      { kind: 'partner', id: 'k2', name: 'Library', scopes: ['premium-content'] },
      'entitled-partner',
    ],
  ])('%s reads as %s', (_label, viewer, expected) => {
    expect(accessClassOf(viewer)).toBe(expected);
  });

  it('is the same for two people of one class (the cache never keys by person)', () => {
    expect(accessClassOf(member({ id: 'a', email: 'a@example.com' }))).toBe(
      accessClassOf(member({ id: 'b', email: 'b@example.com' })),
    );
  });
});

describe('sharesPublicReads', () => {
  it.each<[AccessClass, boolean]>([
    ['visitor', true],
    // Free picks unlock summaries for one member: their reads are never shared.
    ['member', false],
    ['entitled-member', true],
    ['admin', true],
    ['partner', true],
    ['entitled-partner', true],
  ])('%s: %s', (accessClass, shared) => {
    expect(sharesPublicReads(accessClass)).toBe(shared);
  });
});
