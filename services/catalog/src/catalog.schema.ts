import { AuditEntry } from './audit/audit-entry.entity.js';
import { Category } from './categories/category.entity.js';
import { FreePick } from './free-picks/free-pick.entity.js';
import { MemberTimeZone } from './free-picks/member-time-zone.entity.js';
import { CreateCatalog1732000000100 } from './migrations/1732000000100-CreateCatalog.js';
import { AdminContent1732000000300 } from './migrations/1732000000300-AdminContent.js';
import { RecordSeedFingerprint1795383694166 } from './migrations/1795383694166-RecordSeedFingerprint.js';
import { LibrarySearch1795394064566 } from './migrations/1795394064566-LibrarySearch.js';
import { LibraryFilters1795620000000 } from './migrations/1795620000000-LibraryFilters.js';
import { FreePicks1795400000000 } from './migrations/1795400000000-FreePicks.js';
import { MemberTimeZone1795900000000 } from './migrations/1795900000000-MemberTimeZone.js';
import { AnnounceSectionPlaces1796400000000 } from './migrations/1796400000000-AnnounceSectionPlaces.js';
import { AnnounceSummaryCards1796500000000 } from './migrations/1796500000000-AnnounceSummaryCards.js';
import { AnnounceSectionTexts1796100000000 } from './migrations/1796100000000-AnnounceSectionTexts.js';
import { PicksOpenThirtyDays1796150000000 } from './migrations/1796150000000-PicksOpenThirtyDays.js';
import { FullTextSearch1796200000000 } from './migrations/1796200000000-FullTextSearch.js';
import { TitleAuthorLexicon1796600000000 } from './migrations/1796600000000-TitleAuthorLexicon.js';
import { LibrarySearchIndexOnly1796700000000 } from './migrations/1796700000000-LibrarySearchIndexOnly.js';
import { AnnounceCategories1796800000000 } from './migrations/1796800000000-AnnounceCategories.js';
import { LexiconOnTitleChanges1796900000000 } from './migrations/1796900000000-LexiconOnTitleChanges.js';
import { LibraryCountIndex1797000000000 } from './migrations/1797000000000-LibraryCountIndex.js';
import { WordPairs1797100000000 } from './migrations/1797100000000-WordPairs.js';
import { Section } from './sections/section.entity.js';
import { Summary } from './summaries/summary.entity.js';

export const CATALOG_ENTITIES = [Category, Summary, Section, AuditEntry, FreePick, MemberTimeZone];
export const CATALOG_MIGRATIONS = [
  CreateCatalog1732000000100,
  AdminContent1732000000300,
  RecordSeedFingerprint1795383694166,
  LibrarySearch1795394064566,
  LibraryFilters1795620000000,
  FreePicks1795400000000,
  MemberTimeZone1795900000000,
  AnnounceSectionTexts1796100000000,
  PicksOpenThirtyDays1796150000000,
  FullTextSearch1796200000000,
  AnnounceSectionPlaces1796400000000,
  AnnounceSummaryCards1796500000000,
  TitleAuthorLexicon1796600000000,
  LibrarySearchIndexOnly1796700000000,
  AnnounceCategories1796800000000,
  LexiconOnTitleChanges1796900000000,
  LibraryCountIndex1797000000000,
  WordPairs1797100000000,
];
