import { type DeclaredAccess } from '@distill/platform';
import { resolverAccessTable } from '@distill/platform/testing';
import { CATALOG_FEATURES } from './subgraph.js';

/**
 * Who may call each of catalog's resolvers (docs/architecture.md, "Add a guarded resolver"). A
 * resolver without @Public(), @MemberOnly(), @AdminOnly() or @GatewayOnly() fails here, naming
 * itself; a new one, or a changed access, changes this list in the same review.
 */
const ACCESS: Record<string, DeclaredAccess> = {
  'Category.__resolveReference': 'public',
  'Query.categories': 'public',
  'Query.featuredSummaries': 'public',
  'Query.libraryLengthBands': 'public',
  'Query.publishedSummaries': 'public',
  'Query.publishedSummaryCount': 'public',
  'Query.search': 'public',
  'Query.summary': 'public',
  'Query.summaryPage': 'public',
  'Summary.__resolveReference': 'public',
  'Summary.sections': 'public',

  'Mutation.useFreePick': 'member',
  'Query.freePicks': 'member',

  'Mutation.createCategory': 'admin',
  'Mutation.createSection': 'admin',
  'Mutation.createSummary': 'admin',
  'Mutation.deleteCategory': 'admin',
  'Mutation.deleteSection': 'admin',
  'Mutation.deleteSummary': 'admin',
  'Mutation.reorderSections': 'admin',
  'Mutation.toggleSummaryPublished': 'admin',
  'Mutation.updateCategory': 'admin',
  'Mutation.updateSection': 'admin',
  'Mutation.updateSummary': 'admin',
  'Query.adminSections': 'admin',
  'Query.adminSummaries': 'admin',
  'Query.freePicksOverview': 'admin',
  'Query.memberFreePicks': 'admin',
  'Query.summaryAuditTrail': 'admin',
  'Query.summaryPreviewAs': 'admin',
};

describe('catalog resolvers', () => {
  it('each declares who may call it, as listed', () => {
    expect(resolverAccessTable(CATALOG_FEATURES)).toEqual(ACCESS);
  });
});
