import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, Repository, type SelectQueryBuilder } from 'typeorm';
import {
  CatalogEvents,
  canReadInFull,
  isUuid,
  type MemberViewer,
  type SummarySnapshot,
  type Viewer,
} from '@distill/contracts';
import { ChangeLog, createdValues, fieldChanges } from '../audit/change-log.js';
import { Category } from '../categories/category.entity.js';
import { TEXT_LIMITS, textProblem, trimmed } from '../text-input.js';
import { audienceViewer, canSeeSummary, previewOf } from './summary-access.js';
import type { PreviewAudience, SummaryInput } from './summary.input.js';
import {
  categoryFilter,
  encodeCursor,
  type LibraryPageRequest,
  substringPattern,
  type ValidLibraryPage,
  validLibraryPage,
} from './library-page.js';
import { lockSummary } from './summary-lock.js';
import { SummaryError, SummaryErrorCode } from './summary.error.js';
import { Summary } from './summary.entity.js';
import type { SummaryModel, SummaryPageModel } from './summary.model.js';

export const MAX_LIST_LIMIT = 50;

/** Spec section 9: the reading time of a summary created without one. */
export const DEFAULT_READING_TIME_MINUTES = 15;

/** The summary fields an editor changes, as the audit trail records them. */
const AUDITED_FIELDS = [
  'title',
  'author',
  'description',
  'content',
  'coverImageUrl',
  'categoryId',
  'readingTimeMinutes',
  'isPremium',
  'isFeatured',
] as const satisfies readonly (keyof Summary)[];

/** Covers are web addresses or paths under this site (the bundled ones live at /covers). */
function isCoverUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
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
    private readonly changeLog: ChangeLog,
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

  /** Every published summary, optionally of one category, newest first. */
  async published(viewer: Viewer, categoryId?: string | null): Promise<SummaryModel[]> {
    const filter = { categoryId: categoryFilter(categoryId), term: '' };
    const rows = await this.publishedQuery(this.listQuery(), filter)
      .orderBy('summary.publishedAt', 'DESC')
      .addOrderBy('summary.id', 'DESC')
      .getMany();
    return rows.map((row) => this.toView(row, viewer));
  }

  /**
   * One page of the library: published summaries matching the search and category, newest
   * first, continuing after the cursor; with how many match in all and where the next page
   * starts (null on the last page).
   */
  async page(viewer: Viewer, request: LibraryPageRequest): Promise<SummaryPageModel> {
    const filter = validLibraryPage(request);
    const pageQuery = this.publishedQuery(this.listQuery(), filter)
      .orderBy('summary.publishedAt', 'DESC')
      .addOrderBy('summary.id', 'DESC')
      // One more than asked tells whether another page follows.
      .limit(filter.limit + 1);
    if (filter.after) {
      pageQuery.andWhere('(summary.publishedAt, summary.id) < (:afterAt, :afterId)', {
        afterAt: filter.after.publishedAt,
        afterId: filter.after.id,
      });
    }
    const [rows, total] = await Promise.all([
      pageQuery.getMany(),
      // A plain count: getCount() counts DISTINCT ids, a sort this single table never needs.
      this.publishedQuery(this.summaries.createQueryBuilder('summary'), filter)
        .select('COUNT(*)::int', 'count')
        .getRawOne<{ count: number }>(),
    ]);
    const items = rows.slice(0, filter.limit);
    const last = items.at(-1);
    return {
      items: items.map((row) => this.toView(row, viewer)),
      totalCount: total?.count ?? 0,
      nextCursor:
        rows.length > filter.limit && last
          ? encodeCursor({ publishedAt: last.publishedAt!, id: last.id })
          : null,
    };
  }

  /** Null when the id is unknown or malformed, or names a draft this viewer may not see. */
  async findForViewer(viewer: Viewer, id: string): Promise<SummaryModel | null> {
    if (!isUuid(id)) return null;
    const row = await this.listQuery().where('summary.id = :id', { id }).getOne();
    if (!row || !canSeeSummary(row, viewer)) return null;
    return this.toView(row, viewer);
  }

  /** `findForViewer` for many ids in one query, in the order given (null where it is null). */
  async findManyForViewer(
    viewer: Viewer,
    ids: readonly string[],
  ): Promise<Array<SummaryModel | null>> {
    const wellFormed = ids.filter(isUuid);
    const rows =
      wellFormed.length === 0
        ? []
        : await this.listQuery().where('summary.id IN (:...ids)', { ids: wellFormed }).getMany();
    const visible = new Map(
      rows.filter((row) => canSeeSummary(row, viewer)).map((row) => [row.id, row]),
    );
    return ids.map((id) => {
      const row = visible.get(id);
      return row ? this.toView(row, viewer) : null;
    });
  }

  /** Every summary, drafts included, newest first: the editor's list. */
  async adminList(viewer: MemberViewer): Promise<SummaryModel[]> {
    const rows = await this.listQuery()
      .orderBy('summary.createdAt', 'DESC')
      .addOrderBy('summary.id', 'DESC')
      .getMany();
    return rows.map((row) => this.toView(row, viewer));
  }

  /**
   * A summary exactly as `audience` would get it, published or not: the access rule applied
   * to a stand-in viewer, so the editor sees the locked state a visitor would.
   */
  async previewAs(id: string, audience: PreviewAudience): Promise<SummaryModel> {
    if (!isUuid(id)) throw SummaryError.notFound();
    const row = await this.listQuery().where('summary.id = :id', { id }).getOne();
    if (!row) throw SummaryError.notFound();
    return this.toView(row, audienceViewer(audience));
  }

  /** New summaries start as Premium drafts (spec section 4). */
  async create(actor: MemberViewer, input: SummaryInput): Promise<SummaryModel> {
    const fields = await this.validate(input);
    return this.dataSource.transaction(async (manager) => {
      const saved = await manager.save(
        manager.create(Summary, {
          ...fields,
          isPremium: input.isPremium ?? true,
          isFeatured: input.isFeatured ?? false,
          isPublished: false,
        }),
      );
      const created = await this.reload(manager, saved.id);
      await this.changeLog.record(
        manager,
        actor,
        CatalogEvents.SummaryCreated,
        { summary: snapshotOf(created) },
        {
          entity: 'summary',
          entityId: created.id,
          summaryId: created.id,
          changes: createdValues(created, AUDITED_FIELDS),
        },
      );
      return this.toView(created, actor);
    });
  }

  async update(actor: MemberViewer, id: string, input: SummaryInput): Promise<SummaryModel> {
    const fields = await this.validate(input);
    return this.dataSource.transaction(async (manager) => {
      const summary = await lockSummary(manager, id);
      const before = { ...summary };
      manager.merge(Summary, summary, {
        ...fields,
        // Flags the edit form does not show keep their value when absent.
        ...(input.isPremium == null ? {} : { isPremium: input.isPremium }),
        ...(input.isFeatured == null ? {} : { isFeatured: input.isFeatured }),
      });
      await manager.save(summary);
      const updated = await this.reload(manager, id);
      const changes = fieldChanges(before, updated, AUDITED_FIELDS);
      if (changes.length > 0) {
        await this.changeLog.record(
          manager,
          actor,
          CatalogEvents.SummaryUpdated,
          { summary: snapshotOf(updated) },
          { entity: 'summary', entityId: id, summaryId: id, changes },
        );
      }
      return this.toView(updated, actor);
    });
  }

  async setPublished(actor: MemberViewer, id: string, isPublished: boolean): Promise<SummaryModel> {
    return this.changePublication(actor, id, () => isPublished);
  }

  /** Flips Draft/Published under the row lock, so concurrent toggles cannot both read "draft". */
  async togglePublished(actor: MemberViewer, id: string): Promise<SummaryModel> {
    return this.changePublication(actor, id, (current) => !current);
  }

  private async changePublication(
    actor: MemberViewer,
    id: string,
    next: (isPublished: boolean) => boolean,
  ): Promise<SummaryModel> {
    return this.dataSource.transaction(async (manager) => {
      const summary = await lockSummary(manager, id);
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
        await this.changeLog.record(
          manager,
          actor,
          type,
          { summary: snapshotOf(summary) },
          {
            entity: 'summary',
            entityId: id,
            summaryId: id,
            changes: [
              { field: 'isPublished', from: String(!isPublished), to: String(isPublished) },
            ],
          },
        );
      }
      return this.toView(await this.reload(manager, id), actor);
    });
  }

  /** Deletes a summary with its sections; returns its id. Its audit trail stays. */
  async delete(actor: MemberViewer, id: string): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const summary = await lockSummary(manager, id);
      await manager.delete(Summary, id);
      await this.changeLog.record(
        manager,
        actor,
        CatalogEvents.SummaryDeleted,
        { summaryId: id },
        {
          entity: 'summary',
          entityId: id,
          summaryId: id,
          changes: [{ field: 'title', from: summary.title, to: null }],
        },
      );
      return id;
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

  /** Published summaries matching the filter's category and search term (spec section 5). */
  private publishedQuery(
    query: SelectQueryBuilder<Summary>,
    { categoryId, term }: Pick<ValidLibraryPage, 'categoryId' | 'term'>,
  ): SelectQueryBuilder<Summary> {
    query.where('summary.isPublished = true');
    if (categoryId) query.andWhere('summary.categoryId = :categoryId', { categoryId });
    if (term) {
      // search_text is lower(title, line break, author), trigram-indexed (LibrarySearch migration).
      query.andWhere('summary.search_text LIKE lower(:pattern)', {
        pattern: substringPattern(term),
      });
    }
    return query;
  }

  private async reload(manager: EntityManager, id: string): Promise<Summary> {
    return this.listQuery(manager).where('summary.id = :id', { id }).getOneOrFail();
  }

  /** Spec section 5: title, author and content are required; reading time is 1 to 60 minutes. */
  private async validate(input: SummaryInput) {
    const title = trimmed(input.title);
    const author = trimmed(input.author);
    const content = trimmed(input.content);
    const description = trimmed(input.description) || null;
    const coverImageUrl = trimmed(input.coverImageUrl) || null;
    if (!title || !author || !content) {
      throw new SummaryError(SummaryErrorCode.InvalidInput, 'Please fill in all required fields');
    }
    const problem = textProblem([
      [title, { label: 'Title', max: TEXT_LIMITS.name }],
      [author, { label: 'Author', max: TEXT_LIMITS.name }],
      [content, { label: 'Content', max: TEXT_LIMITS.content, multiline: true }],
      [description ?? '', { label: 'Description', max: TEXT_LIMITS.description, multiline: true }],
      [coverImageUrl ?? '', { label: 'Cover image URL', max: TEXT_LIMITS.url }],
    ]);
    if (problem) throw new SummaryError(SummaryErrorCode.InvalidInput, problem);
    if (coverImageUrl && !isCoverUrl(coverImageUrl)) {
      throw new SummaryError(
        SummaryErrorCode.InvalidInput,
        'Cover image URL must be an http(s) address or a path on this site',
      );
    }
    const readingTimeMinutes = input.readingTimeMinutes ?? DEFAULT_READING_TIME_MINUTES;
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
      description,
      coverImageUrl,
      categoryId,
      readingTimeMinutes,
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
