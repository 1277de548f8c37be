import { CategoryProjection } from './catalog-projection/category-projection.entity.js';
import { FreePickProjection } from './catalog-projection/free-pick-projection.entity.js';
import { SummaryProjection } from './catalog-projection/summary-projection.entity.js';
import { Favorite } from './favorites/favorite.entity.js';
import { Highlight } from './highlights/highlight.entity.js';
import { HighlightWriteWindow } from './highlights/highlight-write-window.entity.js';
import { CreateReading1732000000300 } from './migrations/1732000000300-CreateReading.js';
import { CreateHighlightsAndReview1732000000400 } from './migrations/1732000000400-CreateHighlightsAndReview.js';
import { FreePickProjection1795400000100 } from './migrations/1795400000100-FreePickProjection.js';
import { ReaderSettings1795500000100 } from './migrations/1795500000100-ReaderSettings.js';
import { HighlightWriteWindow1796000000100 } from './migrations/1796000000100-HighlightWriteWindow.js';
import { ReviewEmails1796100000100 } from './migrations/1796100000100-ReviewEmails.js';
import { SectionPlaces1796400000100 } from './migrations/1796400000100-SectionPlaces.js';
import { SummaryCards1796500000100 } from './migrations/1796500000100-SummaryCards.js';
import { WeeklyDigest1796500000200 } from './migrations/1796500000200-WeeklyDigest.js';
import { HighlightSearch1796600000100 } from './migrations/1796600000100-HighlightSearch.js';
import { ReadingActivity } from './progress/reading-activity.entity.js';
import { ReadingProgress } from './progress/reading-progress.entity.js';
import { ReaderSettingsRow } from './reader-settings/reader-settings.entity.js';
import { ReviewActivity } from './review/review-activity.entity.js';
import { ReviewCard } from './review/review-card.entity.js';
import { ReviewLog } from './review/review-log.entity.js';
import { ReviewSettings } from './review/review-settings.entity.js';
import { ReviewEmail } from './review-emails/review-email.entity.js';
import { ReviewEmailLink } from './review-emails/review-email-link.entity.js';
import { ReviewEmailOptOut } from './review-emails/review-email-opt-out.entity.js';
import { ReviewEmailPreference } from './review-emails/review-email-preference.entity.js';
import { SectionText } from './section-text/section-text.entity.js';

export const READING_ENTITIES = [
  SummaryProjection,
  CategoryProjection,
  Favorite,
  ReadingProgress,
  ReadingActivity,
  Highlight,
  HighlightWriteWindow,
  ReviewCard,
  ReviewLog,
  ReviewSettings,
  ReviewActivity,
  SectionText,
  FreePickProjection,
  ReaderSettingsRow,
  ReviewEmailPreference,
  ReviewEmail,
  ReviewEmailLink,
  ReviewEmailOptOut,
];
export const READING_MIGRATIONS = [
  CreateReading1732000000300,
  CreateHighlightsAndReview1732000000400,
  FreePickProjection1795400000100,
  ReaderSettings1795500000100,
  HighlightWriteWindow1796000000100,
  ReviewEmails1796100000100,
  SectionPlaces1796400000100,
  SummaryCards1796500000100,
  WeeklyDigest1796500000200,
  HighlightSearch1796600000100,
];
