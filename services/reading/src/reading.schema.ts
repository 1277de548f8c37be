import { SummaryProjection } from './catalog-projection/summary-projection.entity.js';
import { Favorite } from './favorites/favorite.entity.js';
import { CreateReading1732000000300 } from './migrations/1732000000300-CreateReading.js';
import { ReadingActivity } from './progress/reading-activity.entity.js';
import { ReadingProgress } from './progress/reading-progress.entity.js';

export const READING_ENTITIES = [SummaryProjection, Favorite, ReadingProgress, ReadingActivity];
export const READING_MIGRATIONS = [CreateReading1732000000300];
