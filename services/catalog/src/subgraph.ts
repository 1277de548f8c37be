import type { FeatureModule } from '@distill/platform';
import { AccountErasureModule } from './account-erasure/account-erasure.module.js';
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
  AccountErasureModule,
  DataArchiveModule,
  AuditModule,
  CategoriesModule,
  SummariesModule,
  SectionsModule,
  FreePicksModule,
  SearchModule,
];
