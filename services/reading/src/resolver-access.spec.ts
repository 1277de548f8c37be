import { type DeclaredAccess } from '@distill/platform';
import { resolverAccessTable } from '@distill/platform/testing';
import { READING_FEATURES } from './subgraph.js';

/**
 * Who may call each of reading's resolvers (docs/architecture.md, "Add a guarded resolver"). A
 * resolver without @Public(), @MemberOnly(), @AdminOnly() or @GatewayOnly() fails here, naming
 * itself; a new one, or a changed access, changes this list in the same review.
 */
const ACCESS: Record<string, DeclaredAccess> = {
  'Mutation.addFavorite': 'member',
  'Mutation.createHighlight': 'member',
  'Mutation.deleteHighlight': 'member',
  'Mutation.gradeFromReviewEmail': 'public',
  'Mutation.gradeReviewCard': 'member',
  'Mutation.recordReadingPosition': 'member',
  'Mutation.recordReadingProgress': 'member',
  'Mutation.removeFavorite': 'member',
  'Mutation.unsubscribeReviewEmails': 'public',
  'Mutation.updateHighlight': 'member',
  'Mutation.updateReaderSettings': 'member',
  'Mutation.updateReviewEmailPreferences': 'member',
  'Mutation.updateReviewSettings': 'member',
  'Query.favorites': 'member',
  'Query.highlightExportPage': 'member',
  'Query.highlightSearch': 'member',
  'Query.highlights': 'member',
  'Query.myReadingData': 'member',
  'Query.readerSettings': 'member',
  'Query.readingProgress': 'member',
  'Query.readingStats': 'member',
  'Query.reviewDue': 'member',
  'Query.reviewEmailLink': 'public',
  'Query.reviewEmailOptOuts': 'admin',
  'Query.reviewEmailPreferences': 'member',
  'Query.reviewSettings': 'member',
  'Query.summaryReadingProgress': 'member',
  'Summary.__resolveReference': 'public',
  'Summary.isFavorite': 'public',
  'Summary.nextRead': 'public',
  'Summary.readingProgress': 'public',
};

describe('reading resolvers', () => {
  it('each declares who may call it, as listed', () => {
    expect(resolverAccessTable(READING_FEATURES)).toEqual(ACCESS);
  });
});
