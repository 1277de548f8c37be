import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import {
  CatalogEvents,
  type CategorySnapshot,
  isAdmin,
  isUuid,
  type MemberViewer,
  type Viewer,
} from '@distill/contracts';
import { ChangeLog, createdValues, fieldChanges } from '../audit/change-log.js';
import { isUniqueViolation } from '@distill/platform';
import { snapshotOf } from '../summaries/summary-editor.service.js';
import { Summary } from '../summaries/summary.entity.js';
import { TEXT_LIMITS, textProblem, trimmed } from '../text-input.js';
import { isWellFormedSlug } from './category-slug.js';
import { CategoryError } from './category.error.js';
import { Category } from './category.entity.js';
import type { CategoryInput } from './category.input.js';

export const SLUG_MAX_LENGTH = 100;

const AUDITED_FIELDS = ['name', 'slug', 'description'] as const;

/**
 * The catalog's categories. Readers are offered only categories with something to read; the
 * editor creates, renames and deletes them, each change with its audit row and event.
 */
@Injectable()
export class CategoriesService {
  constructor(
    @InjectRepository(Category) private readonly categories: Repository<Category>,
    private readonly dataSource: DataSource,
    private readonly changeLog: ChangeLog,
  ) {}

  /** Every category for admins; for anyone else only those with a published summary. */
  list(viewer: Viewer): Promise<Category[]> {
    const query = this.categories.createQueryBuilder('category').orderBy('category.name', 'ASC');
    if (!isAdmin(viewer)) {
      query.where(
        'EXISTS (SELECT 1 FROM summary WHERE summary.category_id = category.id AND summary.is_published)',
      );
    }
    return query.getMany();
  }

  findById(id: string): Promise<Category | null> {
    return this.categories.findOneBy({ id });
  }

  /** Spec section 5: name and slug required; the slug is well-formed and unique (409). */
  async create(actor: MemberViewer, input: CategoryInput): Promise<Category> {
    const fields = validCategory(input);
    return this.slugChecked(fields.slug, () =>
      this.dataSource.transaction(async (manager) => {
        const category = await manager.save(manager.create(Category, fields));
        const snapshot = snapshotOfCategory(category);
        await this.changeLog.record(
          manager,
          actor,
          CatalogEvents.CategoryCreated,
          { category: snapshot },
          {
            entity: 'category',
            entityId: category.id,
            summaryId: null,
            changes: createdValues(snapshot, AUDITED_FIELDS),
          },
        );
        return category;
      }),
    );
  }

  /** A rename (or new slug or description), checked as on creation. */
  async update(actor: MemberViewer, id: string, input: CategoryInput): Promise<Category> {
    const fields = validCategory(input);
    return this.slugChecked(fields.slug, () =>
      this.dataSource.transaction(async (manager) => {
        const category = await lockCategory(manager, id);
        const before = snapshotOfCategory(category);
        const saved = await manager.save(Object.assign(category, fields));
        const after = snapshotOfCategory(saved);
        const changes = fieldChanges(before, after, AUDITED_FIELDS);
        if (changes.length > 0) {
          await this.changeLog.record(
            manager,
            actor,
            CatalogEvents.CategoryUpdated,
            { category: after },
            { entity: 'category', entityId: id, summaryId: null, changes },
          );
        }
        return saved;
      }),
    );
  }

  /**
   * Deletes a category; its summaries move to `moveSummariesTo`, or to no category when null.
   * Each moved summary is an edit of that summary (its audit row and `catalog.summary.updated`,
   * which reading's projection follows); answers the deleted category's id.
   */
  async delete(actor: MemberViewer, id: string, moveSummariesTo: string | null): Promise<string> {
    if (moveSummariesTo === id) {
      throw CategoryError.invalid('Summaries cannot move to the category being deleted');
    }
    return this.dataSource.transaction(async (manager) => {
      const category = await lockCategory(manager, id);
      if (moveSummariesTo !== null) {
        if (
          !isUuid(moveSummariesTo) ||
          !(await manager.existsBy(Category, { id: moveSummariesTo }))
        ) {
          throw CategoryError.invalid('The category to move the summaries to does not exist');
        }
      }
      const moved = await manager.find(Summary, {
        where: { categoryId: id },
        lock: { mode: 'pessimistic_write' },
        order: { id: 'ASC' },
      });
      for (const summary of moved) {
        summary.categoryId = moveSummariesTo;
        await manager.update(Summary, summary.id, { categoryId: moveSummariesTo });
        await this.changeLog.record(
          manager,
          actor,
          CatalogEvents.SummaryUpdated,
          { summary: snapshotOf(summary) },
          {
            entity: 'summary',
            entityId: summary.id,
            summaryId: summary.id,
            changes: [{ field: 'categoryId', from: id, to: moveSummariesTo }],
          },
        );
      }
      await manager.delete(Category, id);
      await this.changeLog.record(
        manager,
        actor,
        CatalogEvents.CategoryDeleted,
        { categoryId: id, movedSummariesTo: moveSummariesTo },
        {
          entity: 'category',
          entityId: id,
          summaryId: null,
          changes: AUDITED_FIELDS.filter((field) => category[field] !== null).map((field) => ({
            field,
            from: category[field],
            to: null,
          })),
        },
      );
      return id;
    });
  }

  /** `write`, its unique-slug violation answered as the spec's conflict. */
  private async slugChecked<T>(slug: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      // The unique index decides, so two concurrent writes of one slug cannot both win.
      if (isUniqueViolation(error)) throw CategoryError.slugTaken(slug);
      throw error;
    }
  }
}

/** The input's fields trimmed and checked: name and slug required, the slug well-formed. */
function validCategory(input: CategoryInput): Omit<CategorySnapshot, 'id'> {
  const name = trimmed(input.name);
  const slug = trimmed(input.slug);
  const description = trimmed(input.description) || null;
  if (!name || !slug) throw CategoryError.invalid('Name and slug are required');
  const problem = textProblem([
    [name, { label: 'Name', max: TEXT_LIMITS.name }],
    [slug, { label: 'Slug', max: SLUG_MAX_LENGTH }],
    [description ?? '', { label: 'Description', max: TEXT_LIMITS.description, multiline: true }],
  ]);
  if (problem) throw CategoryError.invalid(problem);
  if (!isWellFormedSlug(slug)) {
    throw CategoryError.invalid(
      'Slug may contain only lowercase letters, digits and single hyphens between them',
    );
  }
  return { name, slug, description };
}

function snapshotOfCategory(category: Category): CategorySnapshot {
  const { id, name, slug, description } = category;
  return { id, name, slug, description };
}

/** The category locked for the rest of the transaction, so a rename and a delete queue up. */
async function lockCategory(manager: EntityManager, id: string): Promise<Category> {
  if (!isUuid(id)) throw CategoryError.notFound();
  const category = await manager.findOne(Category, {
    where: { id },
    lock: { mode: 'pessimistic_write' },
  });
  if (!category) throw CategoryError.notFound();
  return category;
}
