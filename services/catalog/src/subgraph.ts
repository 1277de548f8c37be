import { type FeatureModule, MemberErasureModule } from '@distill/platform';
import { CATALOG_MEMBER_DATA } from './account-erasure/member-data.js';
import { DataArchiveModule } from './data-archive/data-archive.module.js';
import { AuditModule } from './audit/audit.module.js';
import { CategoriesModule } from './categories/categories.module.js';
import { FreePicksModule } from './free-picks/free-picks.module.js';
import { SearchModule } from './search/search.module.js';
import { SectionsModule } from './sections/sections.module.js';
import { SummariesModule } from './summaries/summaries.module.js';

/**
 * The catalog service's features, which its app module imports and from which its build prints the
 * subgraph's SDL (`subgraph.command.ts`: resolvers' types only, no database).
 */
export const CATALOG_FEATURES: FeatureModule[] = [
  MemberErasureModule.of(CATALOG_MEMBER_DATA),
  DataArchiveModule,
  AuditModule,
  CategoriesModule,
  SummariesModule,
  SectionsModule,
  FreePicksModule,
  SearchModule,
];
