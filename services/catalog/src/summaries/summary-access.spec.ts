import { ANONYMOUS_VIEWER, type MemberViewer } from '@distill/contracts';
import { canReadFullContent, canSeeSummary, previewOf } from './summary-access.js';

const member = (overrides: Partial<MemberViewer> = {}): MemberViewer => ({
  kind: 'member',
  id: '00000000-0000-4000-8000-000000000001',
  email: 'm@example.com',
  role: 'user',
  subscriptionStatus: 'free',
  subscriptionType: 'free',
  ...overrides,
});

describe('previewOf', () => {
  it('keeps the first two non-empty lines', () => {
    expect(previewOf('\n\nFirst line.\n   \nSecond line.\nThird line.\n')).toBe(
      'First line.\nSecond line.',
    );
  });

  it('handles CRLF and short content', () => {
    expect(previewOf('Only line.\r\n')).toBe('Only line.');
    expect(previewOf('')).toBe('');
  });
});

describe('canReadFullContent', () => {
  it('lets everyone read free summaries', () => {
    expect(canReadFullContent({ isPremium: false }, ANONYMOUS_VIEWER)).toBe(true);
  });

  it('requires a Premium entitlement (contracts) or the admin role for premium summaries', () => {
    expect(canReadFullContent({ isPremium: true }, ANONYMOUS_VIEWER)).toBe(false);
    expect(canReadFullContent({ isPremium: true }, member())).toBe(false);
    expect(canReadFullContent({ isPremium: true }, member({ subscriptionStatus: 'unpaid' }))).toBe(
      false,
    );
    expect(
      canReadFullContent({ isPremium: true }, member({ subscriptionStatus: 'trialing' })),
    ).toBe(true);
    expect(canReadFullContent({ isPremium: true }, member({ subscriptionStatus: 'active' }))).toBe(
      true,
    );
    expect(canReadFullContent({ isPremium: true }, member({ role: 'admin' }))).toBe(true);
  });
});

describe('canSeeSummary', () => {
  it('shows drafts to admins only', () => {
    expect(canSeeSummary({ isPublished: false }, ANONYMOUS_VIEWER)).toBe(false);
    expect(canSeeSummary({ isPublished: false }, member({ subscriptionStatus: 'active' }))).toBe(
      false,
    );
    expect(canSeeSummary({ isPublished: false }, member({ role: 'admin' }))).toBe(true);
    expect(canSeeSummary({ isPublished: true }, ANONYMOUS_VIEWER)).toBe(true);
  });
});
