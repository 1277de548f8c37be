import { ANONYMOUS_VIEWER, canReadInFull, type PartnerViewer } from '@distill/contracts';
import { createMember as member } from '@distill/platform/testing';
import { audienceViewer, canSeeSummary, previewOf } from './summary-access.js';
import { PreviewAudience } from './summary.input.js';

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
    expect(canReadInFull({ id: crypto.randomUUID(), ...summary }, viewer)).toBe(full);
    expect(canSeeSummary({ isPublished: false }, viewer)).toBe(false);
  });
});
