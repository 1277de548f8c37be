import { createHash } from 'node:crypto';
import { CatalogEvents, type CategorySnapshot } from '@distill/contracts';
import type { EventPublisher } from '@distill/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { Category } from '../categories/category.entity.js';
import { Section } from '../sections/section.entity.js';
import { snapshotOf } from '../summaries/summary-editor.service.js';
import { Summary } from '../summaries/summary.entity.js';
import { coverUrlOf, readingTimeOf, type SeedContent, type SeedSummary } from './seed-content.js';
import { seedFingerprintOf, type SeededText } from './seed-fingerprint.js';

export interface SeedOptions {
  /** Insert the bundled categories and summaries the catalog lacks (a fresh installation). */
  addMissing?: boolean;
  now?: Date;
}

export interface SeedResult {
  inserted: number;
  /** Seeded summaries nobody had edited, brought up to the bundled text. */
  upgraded: number;
}

/**
 * Writes the bundled content, with the events other services follow (reading keeps each
 * section's text to check highlights against it). Idempotent: categories are keyed by slug and
 * summaries by their fixed ids, so a second run (or two replicas racing at start) changes
 * nothing. A summary the seed wrote earlier is rewritten to the bundled text only while its
 * stored text still matches what was seeded, so an admin's edits are never overwritten.
 */
export async function seedCatalog(
  dataSource: DataSource,
  events: EventPublisher,
  content: SeedContent,
  { addMissing = true, now = new Date() }: SeedOptions = {},
): Promise<SeedResult> {
  return dataSource.transaction(async (manager) => {
    const categoryIdBySlug = addMissing
      ? await insertCategories(manager, events, content)
      : new Map();
    const result: SeedResult = { inserted: 0, upgraded: 0 };
    const publicationRank = publicationRanks(content.summaries);
    for (const seed of content.summaries) {
      const text = seededTextOf(seed);
      if (addMissing) {
        // Spread publication dates so "newest first" is a meaningful order.
        const rank = publicationRank.get(seed.id) ?? 0;
        const publishedAt = new Date(now.getTime() - rank * 36 * 3600 * 1000);
        const category = categoryIdBySlug.get(seed.category) ?? null;
        if (await insertSummary(manager, seed, text, category, publishedAt)) {
          await publishChange(manager, events, CatalogEvents.SummaryPublished, seed.id);
          await publishCreatedSections(manager, events, seed.id);
          result.inserted += 1;
          continue;
        }
      }
      if (await upgradeUnedited(manager, events, seed.id, text)) {
        await publishChange(manager, events, CatalogEvents.SummaryUpdated, seed.id);
        result.upgraded += 1;
      }
    }
    return result;
  });
}

/**
 * The order the bundled summaries were "published" in, newest first: an order of their own (by a
 * digest of each id, the same on every installation), since the bundle lists them by title and
 * dates in that order made the library's Newest read as Title (A–Z).
 */
export function publicationRanks(summaries: readonly SeedSummary[]): Map<string, number> {
  const digestOf = (id: string) => createHash('sha256').update(id).digest('hex');
  const ordered = [...summaries].sort((a, b) => (digestOf(a.id) < digestOf(b.id) ? -1 : 1));
  return new Map(ordered.map((seed, rank) => [seed.id, rank]));
}

function seededTextOf(seed: SeedSummary): SeededText {
  return {
    title: seed.title,
    author: seed.author,
    description: seed.description,
    content: seed.content,
    readingTimeMinutes: readingTimeOf(seed),
    sections: seed.sections,
  };
}

/**
 * Inserts the bundled categories the catalog lacks, each announced as created (reading shows a
 * summary's category on a member's lists from its copy of them).
 */
async function insertCategories(
  manager: EntityManager,
  events: EventPublisher,
  content: SeedContent,
): Promise<Map<string, string>> {
  const inserted = await manager
    .createQueryBuilder()
    .insert()
    .into(Category)
    .values(content.categories.map(({ slug, name, description }) => ({ slug, name, description })))
    .orIgnore()
    .returning(['id', 'name', 'slug', 'description'])
    .execute();
  // PostgreSQL returns only the rows it inserted (none that were there already).
  for (const { id, name, slug, description } of inserted.raw as CategorySnapshot[]) {
    await events.publish(manager, CatalogEvents.CategoryCreated, {
      category: { id, name, slug, description },
    });
  }
  return new Map((await manager.find(Category)).map((category) => [category.slug, category.id]));
}

/** Inserts the summary and its sections unless a summary with its id exists; true if inserted. */
async function insertSummary(
  manager: EntityManager,
  seed: SeedSummary,
  text: SeededText,
  categoryId: string | null,
  publishedAt: Date,
): Promise<boolean> {
  const result = await manager
    .createQueryBuilder()
    .insert()
    .into(Summary)
    .values({
      id: seed.id,
      title: text.title,
      author: text.author,
      description: text.description,
      content: text.content,
      coverImageUrl: coverUrlOf(seed),
      categoryId,
      readingTimeMinutes: text.readingTimeMinutes,
      isPremium: seed.isPremium,
      isFeatured: seed.isFeatured,
      isPublished: true,
      publishedAt,
      createdAt: publishedAt,
      seedFingerprint: seedFingerprintOf(text),
    })
    .orIgnore()
    .returning('id')
    .execute();
  if (result.raw.length === 0) return false;
  await manager.insert(
    Section,
    text.sections.map((section, order) => ({
      summaryId: seed.id,
      title: section.title,
      content: section.content,
      order: order + 1,
    })),
  );
  return true;
}

/**
 * Brings a seeded summary to `text` when its stored text is still exactly what the seed wrote
 * (it hashes to the recorded fingerprint). Sections are rewritten in place by position, so their
 * ids survive; each changed, added or removed one is published as an editor's change would be.
 * True if the summary changed.
 */
async function upgradeUnedited(
  manager: EntityManager,
  events: EventPublisher,
  id: string,
  text: SeededText,
): Promise<boolean> {
  const target = seedFingerprintOf(text);
  // The row lock serialises this with admin edits and with a replica seeding at the same time.
  const stored = await manager
    .createQueryBuilder(Summary, 'summary')
    .addSelect('summary.seedFingerprint')
    .where('summary.id = :id', { id })
    .setLock('pessimistic_write')
    .getOne();
  if (!stored?.seedFingerprint || stored.seedFingerprint === target) return false;
  const sections = await orderedSections(manager, id);
  if (seedFingerprintOf({ ...stored, sections }) !== stored.seedFingerprint) return false;

  await manager.update(Summary, id, {
    title: text.title,
    author: text.author,
    description: text.description,
    content: text.content,
    readingTimeMinutes: text.readingTimeMinutes,
    seedFingerprint: target,
  });
  const added: string[] = [];
  for (const [index, section] of text.sections.entries()) {
    const fields = { title: section.title, content: section.content, order: index + 1 };
    const existing = sections[index];
    if (!existing) {
      const { identifiers } = await manager.insert(Section, { summaryId: id, ...fields });
      added.push(String(identifiers[0]!.id));
    } else if (existing.title !== fields.title || existing.content !== fields.content) {
      await manager.update(Section, existing.id, fields);
      await events.publish(manager, CatalogEvents.SectionUpdated, {
        section: { id: existing.id, summaryId: id, title: fields.title, order: fields.order },
        content: fields.content,
      });
    }
  }
  const surplus = sections.slice(text.sections.length).map((section) => section.id);
  if (surplus.length > 0) await manager.delete(Section, surplus);
  const sectionOrders = await orderedSections(manager, id);
  for (const sectionId of surplus) {
    await events.publish(manager, CatalogEvents.SectionDeleted, {
      sectionId,
      summaryId: id,
      sectionOrders: sectionOrders.map(({ id: kept, order }) => ({ id: kept, order })),
    });
  }
  await publishCreatedSections(manager, events, id, added);
  return true;
}

async function orderedSections(manager: EntityManager, summaryId: string): Promise<Section[]> {
  return manager.find(Section, { where: { summaryId }, order: { order: 'ASC', id: 'ASC' } });
}

/** `catalog.section.created`, with its text, for the summary's sections (those of `only`). */
async function publishCreatedSections(
  manager: EntityManager,
  events: EventPublisher,
  summaryId: string,
  only?: readonly string[],
): Promise<void> {
  const sections = await orderedSections(manager, summaryId);
  const sectionOrders = sections.map(({ id, order }) => ({ id, order }));
  for (const { id, title, content, order } of sections) {
    if (only && !only.includes(id)) continue;
    await events.publish(manager, CatalogEvents.SectionCreated, {
      section: { id, summaryId, title, order },
      content,
      sectionOrders,
    });
  }
}

async function publishChange(
  manager: EntityManager,
  events: EventPublisher,
  type: typeof CatalogEvents.SummaryPublished | typeof CatalogEvents.SummaryUpdated,
  id: string,
): Promise<void> {
  const summary = await manager.findOneByOrFail(Summary, { id });
  await events.publish(manager, type, { summary: snapshotOf(summary) });
}

export async function isCatalogEmpty(dataSource: DataSource): Promise<boolean> {
  const [summaries, categories] = await Promise.all([
    dataSource.getRepository(Summary).count(),
    dataSource.getRepository(Category).count(),
  ]);
  return summaries === 0 && categories === 0;
}
