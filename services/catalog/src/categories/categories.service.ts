import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { CatalogEvents, type CategorySnapshot, type MemberViewer } from '@distill/contracts';
import { ChangeLog, createdValues } from '../audit/change-log.js';
import { isUniqueViolation } from '@distill/platform';
import { TEXT_LIMITS, textProblem, trimmed } from '../text-input.js';
import { isWellFormedSlug } from './category-slug.js';
import { CategoryError } from './category.error.js';
import { Category } from './category.entity.js';
import type { CategoryInput } from './category.input.js';

export const SLUG_MAX_LENGTH = 100;

@Injectable()
export class CategoriesService {
  constructor(
    @InjectRepository(Category) private readonly categories: Repository<Category>,
    private readonly dataSource: DataSource,
    private readonly changeLog: ChangeLog,
  ) {}

  list(): Promise<Category[]> {
    return this.categories.find({ order: { name: 'ASC' } });
  }

  findById(id: string): Promise<Category | null> {
    return this.categories.findOneBy({ id });
  }

  /** Spec section 5: name and slug required; the slug is well-formed and unique (409). */
  async create(actor: MemberViewer, input: CategoryInput): Promise<Category> {
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
    try {
      return await this.dataSource.transaction(async (manager) => {
        const category = await manager.save(manager.create(Category, { name, slug, description }));
        const snapshot: CategorySnapshot = { id: category.id, name, slug, description };
        await this.changeLog.record(
          manager,
          actor,
          CatalogEvents.CategoryCreated,
          { category: snapshot },
          {
            entity: 'category',
            entityId: category.id,
            summaryId: null,
            changes: createdValues(snapshot, ['name', 'slug', 'description']),
          },
        );
        return category;
      });
    } catch (error) {
      // The unique index decides, so two concurrent creations of one slug cannot both win.
      if (isUniqueViolation(error)) throw CategoryError.slugTaken(slug);
      throw error;
    }
  }
}
