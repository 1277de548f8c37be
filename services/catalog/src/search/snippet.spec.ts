import { ANONYMOUS_VIEWER, type PartnerViewer } from '@distill/contracts';
import { createMember } from '@distill/platform/testing';
import { snippetSource } from './snippet.js';

const SUMMARY_ID = '00000000-0000-4000-8000-000000000001';
const partner = (scopes: PartnerViewer['scopes']): PartnerViewer => ({
  kind: 'partner',
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Bookshop',
  scopes,
});

const candidate = (isPremium: boolean) => ({
  summary: {
    id: SUMMARY_ID,
    isPremium,
    description: 'What the book is about.',
    content: 'First line.\nSecond line.\nThird line, locked.',
  },
  section: { id: 'section-1', title: 'The Locked Part', content: 'Only the entitled read this.' },
});

const SECTION = {
  text: 'Only the entitled read this.',
  section: { id: 'section-1', heading: 'The Locked Part' },
};
const PUBLIC = { text: 'What the book is about.\nFirst line.\nSecond line.', section: null };

describe('snippetSource', () => {
  it.each([
    {
      who: 'a visitor, free summary',
      viewer: ANONYMOUS_VIEWER,
      isPremium: false,
      expected: SECTION,
    },
    {
      who: 'a visitor, Premium summary',
      viewer: ANONYMOUS_VIEWER,
      isPremium: true,
      expected: PUBLIC,
    },
    { who: 'a member without Premium', viewer: createMember(), isPremium: true, expected: PUBLIC },
    {
      who: 'a member whose free pick unlocked it',
      viewer: createMember(),
      isPremium: true,
      unlocked: new Set([SUMMARY_ID]),
      expected: SECTION,
    },
    {
      who: 'a subscriber',
      viewer: createMember({ subscriptionStatus: 'active', subscriptionType: 'monthly' }),
      isPremium: true,
      expected: SECTION,
    },
    {
      who: 'an admin',
      viewer: createMember({ role: 'admin' }),
      isPremium: true,
      expected: SECTION,
    },
    { who: 'a partner without the scope', viewer: partner([]), isPremium: true, expected: PUBLIC },
    {
      who: 'a partner with premium-content',
      viewer: partner(['premium-content']),
      isPremium: true,
      expected: SECTION,
    },
  ])('$who may be quoted $expected.text', ({ viewer, isPremium, unlocked, expected }) => {
    expect(snippetSource(candidate(isPremium), viewer, unlocked)).toEqual(expected);
  });

  it('quotes the whole overview of a readable summary when no section matched', () => {
    expect(snippetSource({ ...candidate(false), section: null }, ANONYMOUS_VIEWER)).toEqual({
      text: 'What the book is about.\nFirst line.\nSecond line.\nThird line, locked.',
      section: null,
    });
  });
});
