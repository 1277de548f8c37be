import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import type { MemberViewer } from '@distill/contracts';
import { ListedSummaries } from '../catalog-projection/listed-summaries.service.js';
import {
  CARD_COLUMNS,
  CARD_JOIN,
  type CardRow,
  listedSummary,
  SummaryCards,
} from '../summaries/summary-cards.service.js';
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

/** A member's progress list with each summary's card ($1: the member), listed summaries only. */
export const PROGRESS_LIST_QUERY = `
  SELECT progress.id, progress.summary_id, progress.progress_percentage, progress.is_completed,
    progress.section_index, progress.started_at, progress.completed_at, progress.last_read_at,
    ${CARD_COLUMNS}
  FROM reading_progress progress
  JOIN summary_projection summary ON summary.id = progress.summary_id
  ${CARD_JOIN}
  WHERE progress.member_id = $1 AND summary.is_published AND summary.deleted_at IS NULL
  ORDER BY progress.last_read_at DESC, progress.id ASC`;

interface ProgressRow {
  id: string;
  summary_id: string;
  progress_percentage: number;
  is_completed: boolean;
  section_index: number;
  started_at: Date;
  completed_at: Date | null;
  last_read_at: Date;
}

@Injectable()
export class ReadingProgressService {
  constructor(
    @InjectRepository(ReadingProgress) private readonly progress: Repository<ReadingProgress>,
    private readonly dataSource: DataSource,
    private readonly listed: ListedSummaries,
    private readonly cards: SummaryCards,
  ) {}

  /** Every summary the member has opened (listed ones only), most recently read first. */
  async list(member: MemberViewer): Promise<ReadingProgressModel[]> {
    // The entries and their summaries' cards in one query (the list is one subgraph fetch).
    const rows: Array<ProgressRow & CardRow> = await this.dataSource.query(PROGRESS_LIST_QUERY, [
      member.id,
    ]);
    return rows.map((row) => ({
      id: row.id,
      summaryId: row.summary_id,
      progressPercentage: row.progress_percentage,
      isCompleted: row.is_completed,
      sectionIndex: row.section_index,
      startedAt: row.started_at,
      completedAt: row.completed_at,
      lastReadAt: row.last_read_at,
      summary: listedSummary(row.summary_id, row),
    }));
  }

  /** The member's progress on one listed summary (not started yet: zero progress). */
  async forSummary(member: MemberViewer, summaryId: string): Promise<ReadingProgressModel> {
    await this.listed.require(summaryId);
    return this.ofMember(member.id, summaryId);
  }

  /** For `Summary.readingProgress`: the catalog already decided the summary is visible. */
  async ofMember(memberId: string, summaryId: string): Promise<ReadingProgressModel> {
    const row = await this.progress.findOneBy({ memberId, summaryId });
    return row ? toModel(row, this.cards) : notStarted(summaryId, this.cards);
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
      if (!current && update.progressPercentage === 0)
        return notStarted(input.summaryId, this.cards);
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
      return toModel(current, this.cards);
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

function toModel(row: ReadingProgress, cards: SummaryCards): ReadingProgressModel {
  return {
    id: row.id,
    summaryId: row.summaryId,
    progressPercentage: row.progressPercentage,
    isCompleted: row.isCompleted,
    sectionIndex: row.sectionIndex,
    startedAt: row.startedAt,
    completedAt: row.completedAt,
    lastReadAt: row.lastReadAt,
    summary: cards.byKey(row.summaryId),
  };
}

function notStarted(summaryId: string, cards: SummaryCards): ReadingProgressModel {
  return {
    id: null,
    summaryId,
    progressPercentage: 0,
    isCompleted: false,
    sectionIndex: 0,
    startedAt: null,
    completedAt: null,
    lastReadAt: null,
    summary: cards.byKey(summaryId),
  };
}
