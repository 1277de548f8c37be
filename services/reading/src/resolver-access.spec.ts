import { type DeclaredAccess } from '@distill/platform';
import { resolverAccessTable } from '@distill/platform/testing';
import { READING_FEATURES } from './subgraph.js';

/**
 * Who may call each of reading's resolvers (docs/architecture.md, "Add a guarded resolver"). A
 * resolver without @Public(), @MemberOnly(), @AdminOnly() or @GatewayOnly() fails here, naming
 * itself; a new one, or a changed access, changes this list in the same review.
 */
const ACCESS: Record<string, DeclaredAccess> = {
  'Mutation.gradeFromReviewEmail': 'public',
  'Mutation.unsubscribeReviewEmails': 'public',
  'Query.reviewEmailLink': 'public',
  'Summary.__resolveReference': 'public',
  'Summary.isFavorite': 'public',
  'Summary.nextRead': 'public',
  'Summary.readingProgress': 'public',

  'Mutation.addFavorite': 'member',
  'Mutation.createHighlight': 'member',
  'Mutation.deleteHighlight': 'member',
  'Mutation.gradeReviewCard': 'member',
  'Mutation.recordReadingPosition': 'member',
  'Mutation.recordReadingProgress': 'member',
  'Mutation.removeFavorite': 'member',
  'Mutation.updateHighlight': 'member',
  'Mutation.updateReaderSettings': 'member',
  'Mutation.updateReviewEmailPreferences': 'member',
  'Mutation.updateReviewSettings': 'member',
  'Query.favorites': 'member',
  'Query.highlightExportPage': 'member',
  'Query.highlights': 'member',
  'Query.readerSettings': 'member',
  'Query.readingProgress': 'member',
  'Query.readingStats': 'member',
  'Query.reviewDue': 'member',
  'Query.reviewEmailPreferences': 'member',
  'Query.reviewSettings': 'member',
  'Query.summaryReadingProgress': 'member',
};

describe('reading resolvers', () => {
  it('each declares who may call it, as listed', () => {
    expect(resolverAccessTable(READING_FEATURES)).toEqual(ACCESS);
  });
});
