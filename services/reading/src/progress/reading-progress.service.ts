import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import type { MemberViewer } from '@distill/contracts';
import { ListedSummaries } from '../catalog-projection/listed-summaries.service.js';
import {
  listedCondition,
  SummaryProjection,
} from '../catalog-projection/summary-projection.entity.js';
import {
  nextProgress,
  positionProgress,
  validatePosition,
  validateProgressUpdate,
  type ProgressUpdate,
  type ReadingPosition,
} from './progress-rules.js';
import { activityBucketOf, ReadingActivity } from './reading-activity.entity.js';
import { ReadingProgress } from './reading-progress.entity.js';
import type { ReadingProgressModel } from './reading-progress.model.js';

@Injectable()
export class ReadingProgressService {
  constructor(
    @InjectRepository(ReadingProgress) private readonly progress: Repository<ReadingProgress>,
    private readonly dataSource: DataSource,
    private readonly listed: ListedSummaries,
  ) {}

  /** Every summary the member has opened (listed ones only), most recently read first. */
  async list(member: MemberViewer): Promise<ReadingProgressModel[]> {
    const rows = await this.progress
      .createQueryBuilder('progress')
      .innerJoin(SummaryProjection, 'summary', 'summary.id = progress.summaryId')
      .where('progress.memberId = :memberId', { memberId: member.id })
      .andWhere(listedCondition('summary'))
      .orderBy('progress.lastReadAt', 'DESC')
      .addOrderBy('progress.id', 'ASC')
      .getMany();
    return rows.map(toModel);
  }

  /** The member's progress on one listed summary (not started yet: zero progress). */
  async forSummary(member: MemberViewer, summaryId: string): Promise<ReadingProgressModel> {
    await this.listed.require(summaryId);
    return this.ofMember(member.id, summaryId);
  }

  /** For `Summary.readingProgress`: the catalog already decided the summary is visible. */
  async ofMember(memberId: string, summaryId: string): Promise<ReadingProgressModel> {
    const row = await this.progress.findOneBy({ memberId, summaryId });
    return row ? toModel(row) : notStarted(summaryId);
  }

  /** Records the reader's position as the progress it stands for (see `positionProgress`). */
  recordPosition(
    member: MemberViewer,
    input: ReadingPosition & { summaryId: string },
    now = new Date(),
  ): Promise<ReadingProgressModel> {
    const position = validatePosition(input);
    return this.record(
      member,
      {
        summaryId: input.summaryId,
        progressPercentage: positionProgress(position),
        sectionIndex: position.sectionIndex,
      },
      now,
    );
  }

  /**
   * Records where the member is, under a row lock so concurrent updates from two tabs apply
   * one after the other (and the monotonic rule holds between them).
   */
  async record(
    member: MemberViewer,
    input: ProgressUpdate & { summaryId: string },
    now = new Date(),
  ): Promise<ReadingProgressModel> {
    const update = validateProgressUpdate(input);
    await this.listed.requireReadable(member, input.summaryId);
    return this.dataSource.transaction(async (manager) => {
      const key = { memberId: member.id, summaryId: input.summaryId };
      let current = await this.lock(manager, key);
      if (!current && update.progressPercentage === 0) return notStarted(input.summaryId);
      if (!current) {
        await manager
          .createQueryBuilder()
          .insert()
          .into(ReadingProgress)
          .values({
            ...key,
            progressPercentage: 0,
            isCompleted: false,
            sectionIndex: 0,
            startedAt: now,
            lastReadAt: now,
          })
          .orIgnore()
          .execute();
        current = (await this.lock(manager, key))!;
      }
      const next = nextProgress(current, update, now);
      manager.merge(ReadingProgress, current, { ...next, lastReadAt: now });
      await manager.save(current);
      if (next.progressPercentage > 0) {
        await manager
          .createQueryBuilder()
          .insert()
          .into(ReadingActivity)
          .values({ memberId: member.id, bucketStart: activityBucketOf(now) })
          .orIgnore()
          .execute();
      }
      return toModel(current);
    });
  }

  private lock(
    manager: EntityManager,
    key: { memberId: string; summaryId: string },
  ): Promise<ReadingProgress | null> {
    return manager.findOne(ReadingProgress, {
      where: key,
      lock: { mode: 'pessimistic_write' },
    });
  }
}

function toModel(row: ReadingProgress): ReadingProgressModel {
  return {
    id: row.id,
    summaryId: row.summaryId,
    progressPercentage: row.progressPercentage,
    isCompleted: row.isCompleted,
    sectionIndex: row.sectionIndex,
    startedAt: row.startedAt,
    completedAt: row.completedAt,
    lastReadAt: row.lastReadAt,
    summary: { id: row.summaryId },
  };
}

function notStarted(summaryId: string): ReadingProgressModel {
  return {
    id: null,
    summaryId,
    progressPercentage: 0,
    isCompleted: false,
    sectionIndex: 0,
    startedAt: null,
    completedAt: null,
    lastReadAt: null,
    summary: { id: summaryId },
  };
}
