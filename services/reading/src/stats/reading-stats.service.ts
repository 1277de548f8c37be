import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MemberViewer } from '@distill/contracts';
import {
  listedCondition,
  SummaryProjection,
} from '../catalog-projection/summary-projection.entity.js';
import { Favorite } from '../favorites/favorite.entity.js';
import { ReadingActivity } from '../progress/reading-activity.entity.js';
import { ReadingProgress } from '../progress/reading-progress.entity.js';
import { ReviewActivity } from '../review/review-activity.entity.js';
import { parseTimeZone } from './calendar.js';
import { buildReadingStats, type ReadingStats } from './reading-stats.js';

/** Loads a member's history and computes the stats from it (the rules are pure functions). */
@Injectable()
export class ReadingStatsService {
  constructor(private readonly dataSource: DataSource) {}

  async forMember(member: MemberViewer, timeZone: string, now = new Date()): Promise<ReadingStats> {
    const zone = parseTimeZone(timeZone);
    const manager = this.dataSource.manager;
    const progressOfListed = () =>
      manager
        .createQueryBuilder(ReadingProgress, 'progress')
        .innerJoin(SummaryProjection, 'summary', 'summary.id = progress.summaryId')
        .where('progress.memberId = :memberId', { memberId: member.id })
        .andWhere(listedCondition('summary'));
    const [completed, started, favoriteCount, activity, reviews] = await Promise.all([
      progressOfListed()
        .andWhere('progress.isCompleted = true')
        .select('progress.completedAt', 'completedAt')
        .addSelect('summary.readingTimeMinutes', 'readingTimeMinutes')
        .getRawMany<{ completedAt: Date; readingTimeMinutes: number }>(),
      progressOfListed()
        .select('progress.startedAt', 'startedAt')
        .addSelect('summary.categoryId', 'categoryId')
        .getRawMany<{ startedAt: Date; categoryId: string | null }>(),
      manager
        .createQueryBuilder(Favorite, 'favorite')
        .innerJoin(SummaryProjection, 'summary', 'summary.id = favorite.summaryId')
        .where('favorite.memberId = :memberId', { memberId: member.id })
        .andWhere(listedCondition('summary'))
        .getCount(),
      manager.find(ReadingActivity, { where: { memberId: member.id } }),
      manager.find(ReviewActivity, { where: { memberId: member.id } }),
    ]);
    return buildReadingStats(
      {
        completed,
        started,
        favoriteCount,
        activity: activity.map((row) => row.bucketStart),
        reviews: reviews.map((row) => row.bucketStart),
      },
      zone,
      now,
    );
  }
}
