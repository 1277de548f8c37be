import { ANONYMOUS_VIEWER, type MemberViewer, type PartnerViewer } from '@distill/contracts';
import { audienceViewer, canReadFullContent, canSeeSummary, previewOf } from './summary-access.js';
import { PreviewAudience } from './summary.input.js';

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

  it('requires an active subscription or the admin role for premium summaries', () => {
    expect(canReadFullContent({ isPremium: true }, ANONYMOUS_VIEWER)).toBe(false);
    expect(canReadFullContent({ isPremium: true }, member())).toBe(false);
    expect(
      canReadFullContent({ isPremium: true }, member({ subscriptionStatus: 'past_due' })),
    ).toBe(false);
    expect(canReadFullContent({ isPremium: true }, member({ subscriptionStatus: 'active' }))).toBe(
      true,
    );
    expect(canReadFullContent({ isPremium: true }, member({ role: 'admin' }))).toBe(true);
  });

  it('licenses premium content to a partner key only with the premium-content scope', () => {
    expect(canReadFullContent({ isPremium: true }, partner([]))).toBe(false);
    expect(canReadFullContent({ isPremium: true }, partner(['premium-content']))).toBe(true);
    expect(canReadFullContent({ isPremium: false }, partner([]))).toBe(true);
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
    expect(canSeeSummary({ isPublished: false }, partner(['premium-content']))).toBe(false);
  });
});

describe('audienceViewer', () => {
  it.each([
    [PreviewAudience.VISITOR, { isPremium: true }, false],
    [PreviewAudience.MEMBER, { isPremium: true }, false],
    [PreviewAudience.SUBSCRIBER, { isPremium: true }, true],
    [PreviewAudience.VISITOR, { isPremium: false }, true],
  ])('%s reading %o: full content %s', (audience, summary, full) => {
    const viewer = audienceViewer(audience);
    expect(canReadFullContent(summary, viewer)).toBe(full);
    expect(canSeeSummary({ isPublished: false }, viewer)).toBe(false);
  });
});
