import { ANONYMOUS_VIEWER } from '@distill/contracts';
import { createMember as member } from '@distill/platform/testing';
import { canSeeSummary, previewOf } from './summary-access.js';

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
  });
});
