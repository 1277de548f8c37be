import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { canReadInFull, isUuid, type MemberViewer } from '@distill/contracts';
import { ReadingError, ReadingErrorCode } from '../reading.error.js';
import { isListed, SummaryProjection } from './summary-projection.entity.js';

/** The summaries members can act on: published in the catalog, as the projection knows it. */
@Injectable()
export class ListedSummaries {
  constructor(
    @InjectRepository(SummaryProjection)
    private readonly summaries: Repository<SummaryProjection>,
  ) {}

  /** A listed summary, or 404 for an unknown, malformed, unpublished or deleted id. */
  async require(summaryId: string): Promise<SummaryProjection> {
    const summary = isUuid(summaryId) ? await this.summaries.findOneBy({ id: summaryId }) : null;
    if (!summary || !isListed(summary)) throw ReadingError.summaryNotFound();
    return summary;
  }

  /**
   * A listed summary the member may read in full (the catalog's own rule): only those can have
   * progress recorded.
   */
  async requireReadable(viewer: MemberViewer, summaryId: string): Promise<SummaryProjection> {
    const summary = await this.require(summaryId);
    if (!canReadInFull(summary, viewer)) {
      throw new ReadingError(
        ReadingErrorCode.PremiumRequired,
        'A Premium subscription is required for this summary',
      );
    }
    return summary;
  }
}
