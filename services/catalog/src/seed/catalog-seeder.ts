import { CatalogEvents } from '@distill/contracts';
import type { EventPublisher } from '@distill/platform';
import type { DataSource } from 'typeorm';
import { Category } from '../categories/category.entity.js';
import { Section } from '../sections/section.entity.js';
import { snapshotOf } from '../summaries/summaries.service.js';
import { Summary } from '../summaries/summary.entity.js';
import { coverUrlOf, readingTimeOf, type SeedContent } from './seed-content.js';

/**
 * Writes the bundled content. Idempotent: categories are keyed by slug and summaries by their
 * fixed ids, so a second run (or two replicas racing at start) inserts nothing new.
 * Returns the number of summaries inserted.
 */
export async function seedCatalog(
  dataSource: DataSource,
  events: EventPublisher,
  content: SeedContent,
  now = new Date(),
): Promise<number> {
  return dataSource.transaction(async (manager) => {
    await manager
      .createQueryBuilder()
      .insert()
      .into(Category)
      .values(
        content.categories.map(({ slug, name, description }) => ({ slug, name, description })),
      )
      .orIgnore()
      .execute();
    const categoryIdBySlug = new Map(
      (await manager.find(Category)).map((category) => [category.slug, category.id]),
    );
    let inserted = 0;
    for (const [index, seed] of content.summaries.entries()) {
      // Spread publication dates so "newest first" is a meaningful order.
      const publishedAt = new Date(now.getTime() - index * 36 * 3600 * 1000);
      const result = await manager
        .createQueryBuilder()
        .insert()
        .into(Summary)
        .values({
          id: seed.id,
          title: seed.title,
          author: seed.author,
          description: seed.description,
          content: seed.content,
          coverImageUrl: coverUrlOf(seed),
          categoryId: categoryIdBySlug.get(seed.category) ?? null,
          readingTimeMinutes: readingTimeOf(seed),
          isPremium: seed.isPremium,
          isFeatured: seed.isFeatured,
          isPublished: true,
          publishedAt,
          createdAt: publishedAt,
        })
        .orIgnore()
        .returning('id')
        .execute();
      if (result.raw.length === 0) continue;
      await manager.insert(
        Section,
        seed.sections.map((section, order) => ({
          summaryId: seed.id,
          title: section.title,
          content: section.content,
          order: order + 1,
        })),
      );
      const summary = await manager.findOneByOrFail(Summary, { id: seed.id });
      await events.publish(manager, CatalogEvents.SummaryPublished, {
        summary: snapshotOf(summary),
      });
      inserted += 1;
    }
    return inserted;
  });
}

export async function isCatalogEmpty(dataSource: DataSource): Promise<boolean> {
  const [summaries, categories] = await Promise.all([
    dataSource.getRepository(Summary).count(),
    dataSource.getRepository(Category).count(),
  ]);
  return summaries === 0 && categories === 0;
}
