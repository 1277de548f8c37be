import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, Repository } from 'typeorm';
import {
  canReadInFull,
  hasPremiumEntitlement,
  isUuid,
  type MemberViewer,
} from '@distill/contracts';
import { ReadingError } from '../reading.error.js';
import { FreePickProjection } from './free-pick-projection.entity.js';
import { isListed, SummaryProjection } from './summary-projection.entity.js';

/** The summaries members can act on: published in the catalog, as the projection knows it. */
@Injectable()
export class ListedSummaries {
  constructor(
    @InjectRepository(SummaryProjection)
    private readonly summaries: Repository<SummaryProjection>,
    @InjectRepository(FreePickProjection)
    private readonly freePicks: Repository<FreePickProjection>,
  ) {}

  /** A listed summary, or 404 for an unknown, malformed, unpublished or deleted id. */
  async require(summaryId: string): Promise<SummaryProjection> {
    const summary = isUuid(summaryId) ? await this.summaries.findOneBy({ id: summaryId }) : null;
    if (!summary || !isListed(summary)) throw ReadingError.summaryNotFound();
    return summary;
  }

  /**
   * A listed summary the member may read in full (the catalog's own rule, with the member's
   * current free pick of it): only those can have progress recorded.
   */
  async requireReadable(viewer: MemberViewer, summaryId: string): Promise<SummaryProjection> {
    const summary = await this.require(summaryId);
    if (!canReadInFull(summary, viewer, await this.unlockedOf(viewer, summary))) {
      throw new ReadingError(
        'READING_PREMIUM_REQUIRED',
        'A Premium subscription is required for this summary',
      );
    }
    return summary;
  }

  /** The summary's id when the member holds a current free pick of it (asked only if it matters). */
  private async unlockedOf(
    viewer: MemberViewer,
    summary: SummaryProjection,
  ): Promise<ReadonlySet<string>> {
    if (!summary.isPremium || hasPremiumEntitlement(viewer)) return new Set();
    const picked = await this.freePicks.existsBy({
      memberId: viewer.id,
      summaryId: summary.id,
      expiresAt: MoreThan(new Date()),
    });
    return new Set(picked ? [summary.id] : []);
  }
}
