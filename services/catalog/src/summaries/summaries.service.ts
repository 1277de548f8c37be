import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, Repository, type SelectQueryBuilder } from 'typeorm';
import {
  CatalogEvents,
  canReadInFull,
  isUuid,
  isAdmin,
  type SummarySnapshot,
  type Viewer,
} from '@distill/contracts';
import { EventPublisher } from '@distill/platform';
import { Category } from '../categories/category.entity.js';
import { canSeeSummary, previewOf } from './summary-access.js';
import { SummaryError, SummaryErrorCode } from './summary.error.js';
import { Summary } from './summary.entity.js';
import type { SummaryModel } from './summary.model.js';

export const MAX_LIST_LIMIT = 50;

export interface SummaryInput {
  title: string;
  author: string;
  description?: string | null;
  content: string;
  coverImageUrl?: string | null;
  categoryId?: string | null;
  readingTimeMinutes?: number;
  isPremium?: boolean;
  isFeatured?: boolean;
}

/**
 * The catalog's summaries and the one place the access rule is applied: every summary leaves
 * this service through `toView`, which cuts the content to the preview for a viewer who is not
 * entitled, and drafts are filtered out for everyone but admins.
 */
@Injectable()
export class SummariesService {
  constructor(
    @InjectRepository(Summary) private readonly summaries: Repository<Summary>,
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
  ) {}

  /** Published summaries: the featured ones first, then the newest. */
  async featured(viewer: Viewer, limit: number): Promise<SummaryModel[]> {
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIST_LIMIT) {
      throw new SummaryError(
        SummaryErrorCode.InvalidInput,
        `limit must be between 1 and ${MAX_LIST_LIMIT}`,
      );
    }
    const rows = await this.listQuery()
      .where('summary.isPublished = true')
      .orderBy('summary.isFeatured', 'DESC')
      .addOrderBy('summary.publishedAt', 'DESC', 'NULLS LAST')
      .addOrderBy('summary.createdAt', 'DESC')
      .limit(limit)
      .getMany();
    return rows.map((row) => this.toView(row, viewer));
  }

  async published(viewer: Viewer, categoryId?: string | null): Promise<SummaryModel[]> {
    const query = this.listQuery().where('summary.isPublished = true');
    if (categoryId != null) {
      if (!isUuid(categoryId)) {
        throw new SummaryError(SummaryErrorCode.InvalidInput, 'categoryId is not a valid id');
      }
      query.andWhere('summary.categoryId = :categoryId', { categoryId });
    }
    const rows = await query
      .orderBy('summary.publishedAt', 'DESC', 'NULLS LAST')
      .addOrderBy('summary.createdAt', 'DESC')
      .getMany();
    return rows.map((row) => this.toView(row, viewer));
  }

  /** Null when the id is unknown or malformed, or names a draft this viewer may not see. */
  async findForViewer(viewer: Viewer, id: string): Promise<SummaryModel | null> {
    if (!isUuid(id)) return null;
    const row = await this.listQuery().where('summary.id = :id', { id }).getOne();
    if (!row || !canSeeSummary(row, viewer)) return null;
    return this.toView(row, viewer);
  }

  async create(viewer: Viewer, input: SummaryInput): Promise<SummaryModel> {
    this.requireAdmin(viewer);
    const fields = await this.validate(input);
    return this.dataSource.transaction(async (manager) => {
      const saved = await manager.save(
        manager.create(Summary, {
          ...fields,
          isPremium: input.isPremium ?? true,
          isPublished: false,
        }),
      );
      return this.toView(await this.reload(manager, saved.id), viewer);
    });
  }

  async update(viewer: Viewer, id: string, input: SummaryInput): Promise<SummaryModel> {
    this.requireAdmin(viewer);
    const fields = await this.validate(input);
    return this.dataSource.transaction(async (manager) => {
      const summary = await this.lockForWrite(manager, id);
      manager.merge(Summary, summary, {
        ...fields,
        ...(input.isPremium === undefined ? {} : { isPremium: input.isPremium }),
      });
      await manager.save(summary);
      const updated = await this.reload(manager, id);
      await this.events.publish(manager, CatalogEvents.SummaryUpdated, {
        summary: snapshotOf(updated),
      });
      return this.toView(updated, viewer);
    });
  }

  async setPublished(viewer: Viewer, id: string, isPublished: boolean): Promise<SummaryModel> {
    return this.changePublication(viewer, id, () => isPublished);
  }

  /** Flips Draft/Published under the row lock, so concurrent toggles cannot both read "draft". */
  async togglePublished(viewer: Viewer, id: string): Promise<SummaryModel> {
    return this.changePublication(viewer, id, (current) => !current);
  }

  private async changePublication(
    viewer: Viewer,
    id: string,
    next: (isPublished: boolean) => boolean,
  ): Promise<SummaryModel> {
    this.requireAdmin(viewer);
    return this.dataSource.transaction(async (manager) => {
      const summary = await this.lockForWrite(manager, id);
      const isPublished = next(summary.isPublished);
      if (summary.isPublished !== isPublished) {
        summary.isPublished = isPublished;
        summary.publishedAt = isPublished
          ? (summary.publishedAt ?? new Date())
          : summary.publishedAt;
        await manager.save(summary);
        const type = isPublished
          ? CatalogEvents.SummaryPublished
          : CatalogEvents.SummaryUnpublished;
        await this.events.publish(manager, type, { summary: snapshotOf(summary) });
      }
      return this.toView(await this.reload(manager, id), viewer);
    });
  }

  async delete(viewer: Viewer, id: string): Promise<void> {
    this.requireAdmin(viewer);
    await this.dataSource.transaction(async (manager) => {
      await this.lockForWrite(manager, id);
      await manager.delete(Summary, id);
      await this.events.publish(manager, CatalogEvents.SummaryDeleted, { summaryId: id });
    });
  }

  toView(row: Summary, viewer: Viewer): SummaryModel {
    const hasFullAccess = canReadInFull(row, viewer);
    const preview = previewOf(row.content);
    return {
      id: row.id,
      title: row.title,
      author: row.author,
      description: row.description,
      content: hasFullAccess ? row.content : preview,
      preview,
      hasFullAccess,
      coverImageUrl: row.coverImageUrl,
      categoryId: row.categoryId,
      category: row.category ?? null,
      readingTimeMinutes: row.readingTimeMinutes,
      isPremium: row.isPremium,
      isPublished: row.isPublished,
      isFeatured: row.isFeatured,
      sectionCount: row.sectionCount,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  }

  private listQuery(manager: EntityManager = this.summaries.manager): SelectQueryBuilder<Summary> {
    return manager
      .createQueryBuilder(Summary, 'summary')
      .leftJoinAndSelect('summary.category', 'category');
  }

  private async reload(manager: EntityManager, id: string): Promise<Summary> {
    return this.listQuery(manager).where('summary.id = :id', { id }).getOneOrFail();
  }

  private async lockForWrite(manager: EntityManager, id: string): Promise<Summary> {
    if (!isUuid(id)) throw SummaryError.notFound();
    const summary = await manager.findOne(Summary, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!summary) throw SummaryError.notFound();
    return summary;
  }

  private requireAdmin(viewer: Viewer): void {
    if (viewer.kind === 'anonymous') {
      throw new SummaryError(SummaryErrorCode.SignInRequired, 'Sign in required');
    }
    if (!isAdmin(viewer)) {
      throw new SummaryError(SummaryErrorCode.AdminOnly, 'Admin access required');
    }
  }

  /** Spec section 5: title, author and content are required; reading time is 1 to 60 minutes. */
  private async validate(input: SummaryInput) {
    const title = input.title?.trim();
    const author = input.author?.trim();
    const content = input.content?.trim();
    if (!title || !author || !content) {
      throw new SummaryError(SummaryErrorCode.InvalidInput, 'Please fill in all required fields');
    }
    const readingTimeMinutes = input.readingTimeMinutes ?? 15;
    if (
      !Number.isInteger(readingTimeMinutes) ||
      readingTimeMinutes < 1 ||
      readingTimeMinutes > 60
    ) {
      throw new SummaryError(
        SummaryErrorCode.InvalidInput,
        'Reading time must be between 1 and 60 minutes',
      );
    }
    const categoryId = input.categoryId || null;
    if (categoryId) {
      const exists =
        isUuid(categoryId) && (await this.summaries.manager.existsBy(Category, { id: categoryId }));
      if (!exists) throw new SummaryError(SummaryErrorCode.InvalidInput, 'Category not found');
    }
    return {
      title,
      author,
      content,
      description: input.description?.trim() || null,
      coverImageUrl: input.coverImageUrl?.trim() || null,
      categoryId,
      readingTimeMinutes,
      isFeatured: input.isFeatured ?? false,
    };
  }
}

export function snapshotOf(summary: Summary): SummarySnapshot {
  return {
    id: summary.id,
    title: summary.title,
    author: summary.author,
    categoryId: summary.categoryId,
    coverImageUrl: summary.coverImageUrl,
    readingTimeMinutes: summary.readingTimeMinutes,
    isPremium: summary.isPremium,
    isPublished: summary.isPublished,
  };
}
