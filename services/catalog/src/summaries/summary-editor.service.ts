import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CatalogEvents, isUuid, type MemberViewer, type SummarySnapshot } from '@distill/contracts';
import type { CoverFace } from '../seed/cover-svg.js';
import { ChangeLog, createdValues, fieldChanges } from '../audit/change-log.js';
import { Category } from '../categories/category.entity.js';
import { TEXT_LIMITS, textProblem, trimmed } from '../text-input.js';
import { summaryView } from './summary-access.js';
import type { SummaryInput } from './summary.input.js';
import { coverAfterEdit, coverFaceOf, isGeneratedCover } from './summary-cover.js';
import { lockSummary } from './summary-lock.js';
import { SummaryError } from './summary.error.js';
import { Summary } from './summary.entity.js';
import type { SummaryModel } from './summary.model.js';
import { summariesWithCategory } from './summary-rows.js';

/** Spec section 9: the reading time of a summary created without one. */
const DEFAULT_READING_TIME_MINUTES = 15;

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

/**
 * The editor's changes to summaries: create, edit, publish, delete. Each change is validated,
 * written under the summary's row lock where it has one, and recorded in the audit trail with
 * its event, in one transaction.
 */
@Injectable()
export class SummaryEditor {
  constructor(
    private readonly dataSource: DataSource,
    private readonly changeLog: ChangeLog,
  ) {}

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
      const created = await withCurrentCover(manager, null, await reload(manager, saved.id));
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
      return summaryView(created, actor);
    });
  }

  async update(actor: MemberViewer, id: string, input: SummaryInput): Promise<SummaryModel> {
    const fields = await this.validate(input);
    return this.dataSource.transaction(async (manager) => {
      const summary = await lockSummary(manager, id);
      const before = { ...summary };
      const beforeFace = coverFaceOf(await reload(manager, id));
      manager.merge(Summary, summary, {
        ...fields,
        // Flags the edit form does not show keep their value when absent.
        ...(input.isPremium == null ? {} : { isPremium: input.isPremium }),
        ...(input.isFeatured == null ? {} : { isFeatured: input.isFeatured }),
      });
      await manager.save(summary);
      const updated = await withCurrentCover(manager, beforeFace, await reload(manager, id));
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
      return summaryView(updated, actor);
    });
  }

  async setPublished(actor: MemberViewer, id: string, isPublished: boolean): Promise<SummaryModel> {
    return this.changePublication(actor, id, () => isPublished);
  }

  /** Flips Draft/Published under the row lock, so concurrent toggles cannot both read "draft". */
  async togglePublished(actor: MemberViewer, id: string): Promise<SummaryModel> {
    return this.changePublication(actor, id, (current) => !current);
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
      return summaryView(await reload(manager, id), actor);
    });
  }

  /** Spec section 5: title, author and content are required; reading time is 1 to 60 minutes. */
  private async validate(input: SummaryInput) {
    const title = trimmed(input.title);
    const author = trimmed(input.author);
    const content = trimmed(input.content);
    const description = trimmed(input.description) || null;
    const coverImageUrl = trimmed(input.coverImageUrl) || null;
    if (!title || !author || !content) {
      throw new SummaryError('SUMMARY_INVALID_INPUT', 'Please fill in all required fields');
    }
    // A cover the catalog drew comes back from the edit form as it was; it is redrawn on save.
    const givenCoverUrl = isGeneratedCover(coverImageUrl) ? '' : (coverImageUrl ?? '');
    const problem = textProblem([
      [title, { label: 'Title', max: TEXT_LIMITS.name }],
      [author, { label: 'Author', max: TEXT_LIMITS.name }],
      [content, { label: 'Content', max: TEXT_LIMITS.content, multiline: true }],
      [description ?? '', { label: 'Description', max: TEXT_LIMITS.description, multiline: true }],
      [givenCoverUrl, { label: 'Cover image URL', max: TEXT_LIMITS.url }],
    ]);
    if (problem) throw new SummaryError('SUMMARY_INVALID_INPUT', problem);
    if (givenCoverUrl && !isCoverUrl(givenCoverUrl)) {
      throw new SummaryError(
        'SUMMARY_INVALID_INPUT',
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
        'SUMMARY_INVALID_INPUT',
        'Reading time must be between 1 and 60 minutes',
      );
    }
    const categoryId = input.categoryId || null;
    if (categoryId) {
      const exists =
        isUuid(categoryId) &&
        (await this.dataSource.manager.existsBy(Category, { id: categoryId }));
      if (!exists) throw new SummaryError('SUMMARY_INVALID_INPUT', 'Category not found');
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

/** The summary as the catalog's events carry it to other services. */
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
    description: summary.description,
  };
}

/** Redraws a generated cover the edit left showing other words (see `coverAfterEdit`). */
async function withCurrentCover(
  manager: EntityManager,
  before: CoverFace | null,
  summary: Summary,
): Promise<Summary> {
  const coverImageUrl = coverAfterEdit(before, summary);
  if (coverImageUrl === summary.coverImageUrl) return summary;
  await manager.update(Summary, summary.id, { coverImageUrl });
  summary.coverImageUrl = coverImageUrl;
  return summary;
}

/** The summary as written in this transaction, with its category. */
function reload(manager: EntityManager, id: string): Promise<Summary> {
  return summariesWithCategory(manager).where('summary.id = :id', { id }).getOneOrFail();
}

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
