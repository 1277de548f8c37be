import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { hasPremiumEntitlement, isUuid, type Viewer } from '@distill/contracts';
import {
  listedCondition,
  SummaryProjection,
} from '../catalog-projection/summary-projection.entity.js';
import { ReadingProgress } from '../progress/reading-progress.entity.js';
import { SummaryCards } from './summary-cards.service.js';
import type { SummaryReference } from './summary-reference.model.js';

/**
 * What to read after a summary: another listed summary of its category that the viewer has not
 * finished. Ones the viewer may read in full come first, then ones already started (to finish
 * what was begun), then by title.
 */
@Injectable()
export class NextReadService {
  constructor(
    @InjectRepository(SummaryProjection)
    private readonly summaries: Repository<SummaryProjection>,
    private readonly cards: SummaryCards,
  ) {}

  async after(viewer: Viewer, summaryId: string): Promise<SummaryReference | null> {
    if (!isUuid(summaryId)) return null;
    const memberId = viewer.kind === 'member' ? viewer.id : null;
    const query = this.summaries
      .createQueryBuilder('candidate')
      .innerJoin(
        SummaryProjection,
        'finished',
        'finished.id = :summaryId AND finished.categoryId = candidate.categoryId',
        { summaryId },
      )
      .leftJoin(
        ReadingProgress,
        'progress',
        'progress.summaryId = candidate.id AND progress.memberId = :memberId',
        { memberId },
      )
      .where('candidate.id <> :summaryId')
      .andWhere(listedCondition('candidate'))
      .andWhere('(progress.isCompleted IS NULL OR progress.isCompleted = false)');
    if (!hasPremiumEntitlement(viewer)) query.addOrderBy('candidate.isPremium', 'ASC');
    const next = await query
      .addOrderBy('progress.id IS NULL', 'ASC')
      .addOrderBy('candidate.title', 'ASC')
      .addOrderBy('candidate.id', 'ASC')
      .getOne();
    return next ? this.cards.byKey(next.id) : null;
  }
}
