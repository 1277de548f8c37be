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
  'Mutation.useFreePick': 'member',
  'Query.adminSections': 'admin',
  'Query.adminSummaries': 'admin',
  'Query.categories': 'public',
  'Query.featuredSummaries': 'public',
  'Query.freePicks': 'member',
  'Query.freePicksOverview': 'admin',
  'Query.libraryLengthBands': 'public',
  'Query.memberFreePicks': 'admin',
  'Query.myCatalogData': 'member',
  'Query.publishedSummaries': 'public',
  'Query.publishedSummaryCount': 'public',
  'Query.search': 'public',
  'Query.summariesPublishedLast30Days': 'public',
  'Query.summary': 'public',
  'Query.summaryAuditTrail': 'admin',
  'Query.summaryPage': 'public',
  'Query.summaryPreviewAs': 'admin',
  'Summary.__resolveReference': 'public',
  'Summary.sections': 'public',
};

describe('catalog resolvers', () => {
  it('each declares who may call it, as listed', () => {
    expect(resolverAccessTable(CATALOG_FEATURES)).toEqual(ACCESS);
  });
});
