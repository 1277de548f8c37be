import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DataSource } from 'typeorm';
import {
  ANONYMOUS_VIEWER,
  CatalogEvents,
  type CategoryUpdatedPayload,
  type SectionCreatedPayload,
  type SectionDeletedPayload,
  type SummaryChangedPayload,
} from '@distill/contracts';
import {
  createLogger,
  EventPublisher,
  OutboxEvent,
  serviceDataSourceOptions,
  type PlatformRuntime,
} from '@distill/platform';
import { createTestDatabase } from '@distill/platform/testing';
import { CATALOG_ENTITIES, CATALOG_MIGRATIONS } from '../src/catalog.schema.js';
import { CreateCatalog1732000000100 } from '../src/migrations/1732000000100-CreateCatalog.js';
import { FIRST_SEED_FINGERPRINTS } from '../src/migrations/1795383694166-RecordSeedFingerprint.js';
import { coverSvg, seedCoverFace } from '../src/seed/cover-svg.js';
import { Section } from '../src/sections/section.entity.js';
import { isCatalogEmpty, publicationRanks, seedCatalog } from '../src/seed/catalog-seeder.js';
import {
  loadSeedContent,
  readingTimeOf,
  wordCount,
  type SeedContent,
  type SeedSummary,
} from '../src/seed/seed-content.js';
import { seedFingerprintOf } from '../src/seed/seed-fingerprint.js';
import { Category } from '../src/categories/category.entity.js';
import { snapshotOf } from '../src/summaries/summary-editor.service.js';
import { Summary } from '../src/summaries/summary.entity.js';
import { startCatalog, viewers, type CatalogTestApp } from '../src/testing/index.js';

let content: SeedContent;

beforeAll(async () => {
  content = await loadSeedContent();
});

describe('bundled seed content', () => {
  it('has at least 30 summaries across the five categories', () => {
    expect(content.summaries.length).toBeGreaterThanOrEqual(30);
    expect(new Set(content.summaries.map((s) => s.category))).toEqual(
      new Set(['business', 'psychology', 'self-help', 'science', 'biography']),
    );
  });

  it('has at least 8 free and 8 featured summaries', () => {
    expect(content.summaries.filter((s) => !s.isPremium).length).toBeGreaterThanOrEqual(8);
    expect(content.summaries.filter((s) => s.isFeatured).length).toBeGreaterThanOrEqual(8);
  });

  it('gives every summary 4-12 sections and an overview of several lines', () => {
    for (const summary of content.summaries) {
      const sections = summary.sections.length;
      expect({ slug: summary.slug, sectionsInRange: sections >= 4 && sections <= 12 }).toEqual({
        slug: summary.slug,
        sectionsInRange: true,
      });
      expect(
        summary.content.split('\n').filter((line) => line.trim()).length,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  it('uses unique ids and slugs', () => {
    expect(new Set(content.summaries.map((s) => s.id)).size).toBe(content.summaries.length);
    expect(new Set(content.summaries.map((s) => s.slug)).size).toBe(content.summaries.length);
  });

  it('has an up-to-date generated cover for every summary (run `npm run covers` after edits)', () => {
    const names = new Map(content.categories.map((c) => [c.slug, c.name]));
    for (const summary of content.summaries) {
      const file = fileURLToPath(
        new URL(`../../../frontend/public/covers/${summary.slug}.svg`, import.meta.url),
      );
      const expected = coverSvg(seedCoverFace(summary, names.get(summary.category)!));
      expect({ slug: summary.slug, upToDate: readFileSync(file, 'utf8') === expected }).toEqual({
        slug: summary.slug,
        upToDate: true,
      });
    }
  });

  it('reads in 12 to 16 minutes, every summary, with no section under 150 words', () => {
    const outside = content.summaries
      .map((summary) => ({ slug: summary.slug, minutes: readingTimeOf(summary) }))
      .filter(({ minutes }) => minutes < 12 || minutes > 16);
    const short = content.summaries.flatMap((summary) =>
      summary.sections
        .filter((section) => wordCount(section.content) < 150)
        .map((section) => `${summary.slug}: ${section.title}`),
    );
    expect({ outside, short }).toEqual({ outside: [], short: [] });
  });

  it('derives the reading time from the length at 200 words a minute', () => {
    const summary = {
      content: 'word '.repeat(100),
      sections: [{ title: 't', content: 'word '.repeat(301) }],
    };
    expect(readingTimeOf(summary)).toBe(3);
  });
});

/** Two summaries as the first bundled version wrote them (before the prose was extended). */
function firstSeedSummary(slug: string): SeedSummary {
  return JSON.parse(
    readFileSync(
      fileURLToPath(new URL(`./fixtures/first-seed/${slug}.json`, import.meta.url)),
      'utf8',
    ),
  ) as SeedSummary;
}

const UNEDITED = 'acres-of-diamonds';
const EDITED = 'as-a-man-thinketh';

function bundled(slug: string): SeedSummary {
  return content.summaries.find((summary) => summary.slug === slug)!;
}

/** Only the given summaries, so a test can seed an older version of some of them. */
function contentOf(...summaries: SeedSummary[]): SeedContent {
  return { categories: content.categories, summaries };
}

async function storedText(dataSource: DataSource, id: string) {
  const summary = await dataSource
    .getRepository(Summary)
    .createQueryBuilder('summary')
    .addSelect('summary.seedFingerprint')
    .where('summary.id = :id', { id })
    .getOneOrFail();
  const sections = await dataSource
    .getRepository(Section)
    .find({ where: { summaryId: id }, order: { order: 'ASC' } });
  return {
    content: summary.content,
    readingTimeMinutes: summary.readingTimeMinutes,
    seedFingerprint: summary.seedFingerprint,
    sections: sections.map(({ id: sectionId, title, content, order }) => ({
      id: sectionId,
      title,
      content,
      order,
    })),
  };
}

function expectBundledText(stored: Awaited<ReturnType<typeof storedText>>, seed: SeedSummary) {
  expect({
    content: stored.content,
    readingTimeMinutes: stored.readingTimeMinutes,
    sections: stored.sections.map(({ title, content, order }) => ({ title, content, order })),
  }).toEqual({
    content: seed.content,
    readingTimeMinutes: readingTimeOf(seed),
    sections: seed.sections.map(({ title, content }, index) => ({
      title,
      content,
      order: index + 1,
    })),
  });
}

const bySlug = (a: unknown, b: unknown) => {
  const slugOf = (payload: unknown) => (payload as { category: { slug: string } }).category.slug;
  return slugOf(a).localeCompare(slugOf(b));
};

async function catalogSnapshot(dataSource: DataSource) {
  return {
    summaries: await dataSource
      .getRepository(Summary)
      .createQueryBuilder('summary')
      .addSelect('summary.seedFingerprint')
      .orderBy('summary.id')
      .getMany(),
    sections: await dataSource.getRepository(Section).find({ order: { id: 'ASC' } }),
    // The events written, not their delivery: the relay (woken by each commit) sends them meanwhile.
    events: await dataSource
      .getRepository(OutboxEvent)
      .find({ select: { id: true, type: true, envelope: true }, order: { id: 'ASC' } }),
  };
}

describe('first seed fingerprints', () => {
  it('recognise the summaries as the first bundled version seeded them', () => {
    const recorded = new Map(FIRST_SEED_FINGERPRINTS);
    for (const slug of [UNEDITED, EDITED]) {
      const first = firstSeedSummary(slug);
      expect(seedFingerprintOf({ ...first, readingTimeMinutes: readingTimeOf(first) })).toBe(
        recorded.get(first.id),
      );
    }
  });

  it('cover every bundled summary', () => {
    expect(new Set(FIRST_SEED_FINGERPRINTS.map(([id]) => id))).toEqual(
      new Set(content.summaries.map((summary) => summary.id)),
    );
  });
});

describe('seedCatalog', () => {
  let catalog: CatalogTestApp;

  beforeEach(async () => {
    catalog = await startCatalog('seed');
  });
  afterEach(() => catalog.close());

  it('seeds an empty catalog once, recording what it wrote; a second run changes nothing', async () => {
    const events = catalog.app.get(EventPublisher);
    expect(await isCatalogEmpty(catalog.dataSource)).toBe(true);

    expect(await seedCatalog(catalog.dataSource, events, content)).toEqual({
      inserted: content.summaries.length,
      upgraded: 0,
    });
    const first = await catalogSnapshot(catalog.dataSource);
    expect(first.sections).toHaveLength(
      content.summaries.reduce((n, s) => n + s.sections.length, 0),
    );
    // Each category (reading shows it on a member's lists), each summary, and each of its
    // sections with its text (reading checks highlights in it).
    const categories = first.events.filter((e) => e.type === CatalogEvents.CategoryCreated);
    expect(categories.map((e) => e.envelope.payload).sort(bySlug)).toEqual(
      (await catalog.dataSource.getRepository(Category).find())
        .map(({ id, name, slug, description }) => ({ category: { id, name, slug, description } }))
        .sort(bySlug),
    );
    expect(categories).toHaveLength(content.categories.length);
    const published = first.events.filter((e) => e.type === CatalogEvents.SummaryPublished);
    const announced = first.events.filter((e) => e.type === CatalogEvents.SectionCreated);
    expect([published.length, announced.length]).toEqual([
      content.summaries.length,
      first.sections.length,
    ]);
    const announcedText = (event: OutboxEvent) => {
      const { section, content: text } = event.envelope.payload as SectionCreatedPayload;
      return [section.id, section.summaryId, section.order, text].join('|');
    };
    expect(announced.map(announcedText).sort()).toEqual(
      first.sections
        .map(({ id, summaryId, order, content: text }) => [id, summaryId, order, text].join('|'))
        .sort(),
    );
    const seed = bundled(UNEDITED);
    expectBundledText(await storedText(catalog.dataSource, seed.id), seed);
    expect((await storedText(catalog.dataSource, seed.id)).seedFingerprint).toBe(
      seedFingerprintOf({ ...seed, readingTimeMinutes: readingTimeOf(seed) }),
    );

    expect(await seedCatalog(catalog.dataSource, events, content)).toEqual({
      inserted: 0,
      upgraded: 0,
    });
    expect(await catalogSnapshot(catalog.dataSource)).toEqual(first);
    expect(await isCatalogEmpty(catalog.dataSource)).toBe(false);
  });

  it("dates the summaries in an order of their own, so the library's Newest is not its Title (A–Z)", async () => {
    await seedCatalog(catalog.dataSource, catalog.app.get(EventPublisher), content);
    const newest = (await catalog.summaryQueries.published(ANONYMOUS_VIEWER)).map((s) => s.title);
    const byTitle = [...newest].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(newest).not.toEqual(byTitle);
    expect(newest).not.toEqual([...byTitle].reverse());
    // The same order on every installation.
    const ranks = publicationRanks(content.summaries);
    const titleOf = new Map(content.summaries.map((s) => [s.id, s.title]));
    expect(newest).toEqual(
      [...ranks.entries()].sort((a, b) => a[1] - b[1]).map(([id]) => titleOf.get(id)),
    );
  });

  it('brings a summary seeded from an older version up to the bundled text unless an admin edited it', async () => {
    const events = catalog.app.get(EventPublisher);
    const [unedited, edited] = [firstSeedSummary(UNEDITED), firstSeedSummary(EDITED)];
    expect(await seedCatalog(catalog.dataSource, events, contentOf(unedited, edited))).toEqual({
      inserted: 2,
      upgraded: 0,
    });
    const before = await storedText(catalog.dataSource, unedited.id);
    await catalog.summaryEditor.update(viewers.admin, edited.id, {
      title: edited.title,
      author: edited.author,
      description: edited.description,
      content: `${edited.content}\nAn admin's closing line.`,
    });
    const editedBefore = await storedText(catalog.dataSource, edited.id);
    const eventsBefore = new Set(
      (await catalog.dataSource.getRepository(OutboxEvent).find()).map((event) => event.id),
    );

    const newer = contentOf(bundled(UNEDITED), bundled(EDITED));
    expect(await seedCatalog(catalog.dataSource, events, newer, { addMissing: false })).toEqual({
      inserted: 0,
      upgraded: 1,
    });

    const after = await storedText(catalog.dataSource, unedited.id);
    expectBundledText(after, bundled(UNEDITED));
    // Sections are rewritten in place, so the ids other records may hold stay valid.
    expect(after.sections.slice(0, before.sections.length).map((s) => s.id)).toEqual(
      before.sections.map((s) => s.id),
    );
    expect(await storedText(catalog.dataSource, edited.id)).toEqual(editedBefore);
    const published = (
      await catalog.dataSource.getRepository(OutboxEvent).find({ order: { createdAt: 'ASC' } })
    ).filter((event) => !eventsBefore.has(event.id));
    expect(
      published
        .filter((event) => event.type === CatalogEvents.SummaryUpdated)
        .map((event) => event.envelope.payload),
    ).toEqual([
      {
        summary: expect.objectContaining({
          id: unedited.id,
          readingTimeMinutes: readingTimeOf(bundled(UNEDITED)),
        }),
      },
    ]);
    // Its sections' events, applied to what reading held, give exactly the stored texts.
    const texts = new Map(before.sections.map((section) => [section.id, section.content]));
    for (const { type, envelope } of published) {
      if (type === CatalogEvents.SectionCreated || type === CatalogEvents.SectionUpdated) {
        const { section, content: text } = envelope.payload as SectionCreatedPayload;
        texts.set(section.id, text);
      } else if (type === CatalogEvents.SectionDeleted) {
        texts.delete((envelope.payload as SectionDeletedPayload).sectionId);
      }
    }
    expect(Object.fromEntries(texts)).toEqual(
      Object.fromEntries(after.sections.map((section) => [section.id, section.content])),
    );
    expect(published.some((event) => event.type === CatalogEvents.SectionUpdated)).toBe(true);

    const upgraded = await catalogSnapshot(catalog.dataSource);
    expect(await seedCatalog(catalog.dataSource, events, newer)).toEqual({
      inserted: 0,
      upgraded: 0,
    });
    expect(await catalogSnapshot(catalog.dataSource)).toEqual(upgraded);
  });
});

describe('an installation seeded before summaries recorded their seed', () => {
  /** Writes a summary the way the first seeder did, on the schema of the first migration. */
  async function insertAsFirstSeeder(dataSource: DataSource, seed: SeedSummary) {
    await dataSource.query(
      `INSERT INTO summary (id, title, author, description, content, cover_image_url,
         reading_time_minutes, is_premium, is_featured, is_published, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, true, now())`,
      [
        seed.id,
        seed.title,
        seed.author,
        seed.description,
        seed.content,
        `/covers/${seed.slug}.svg`,
        readingTimeOf(seed),
        seed.isPremium,
        seed.isFeatured,
      ],
    );
    for (const [index, section] of seed.sections.entries()) {
      await dataSource.query(
        `INSERT INTO section (summary_id, title, content, "order") VALUES ($1, $2, $3, $4)`,
        [seed.id, section.title, section.content, index + 1],
      );
    }
  }

  it('gets its unedited summaries brought up to the bundled text and its edited ones left alone', async () => {
    const database = await createTestDatabase('catalog_seed_upgrade');
    const connect = (migrations: Array<new () => object>) =>
      new DataSource(
        serviceDataSourceOptions(database.url, { entities: CATALOG_ENTITIES, migrations }),
      ).initialize();
    try {
      const old = await connect([CreateCatalog1732000000100]);
      await old.runMigrations();
      const [unedited, edited] = [firstSeedSummary(UNEDITED), firstSeedSummary(EDITED)];
      await insertAsFirstSeeder(old, unedited);
      await insertAsFirstSeeder(old, edited);
      await old.query(`UPDATE section SET content = content || ' Edited.' WHERE summary_id = $1`, [
        edited.id,
      ]);
      await old.destroy();

      const dataSource = await connect(CATALOG_MIGRATIONS);
      try {
        await dataSource.runMigrations();
        // Every section written before creations carried the text is announced with it: once
        // by the migration that gave creations their text, once more by the one that told
        // reading where each section stands (AnnounceSectionPlaces); the same section each time.
        const announced = await dataSource
          .getRepository(OutboxEvent)
          .find({ where: { type: CatalogEvents.SectionCreated } });
        const stored = await dataSource.getRepository(Section).find();
        expect(stored).toHaveLength(unedited.sections.length + edited.sections.length);
        expect(announced).toHaveLength(2 * stored.length);
        const announcements = announced.map(({ id, envelope }) => {
          const { section, content: text } = envelope.payload as SectionCreatedPayload;
          return JSON.stringify([
            envelope.id === id,
            section.id,
            section.summaryId,
            section.order,
            text,
          ]);
        });
        expect(
          [...new Set(announcements)].map((announcement) => JSON.parse(announcement)).sort(),
        ).toEqual(
          stored
            .map(({ id, summaryId, order, content: text }) => [true, id, summaryId, order, text])
            .sort(),
        );
        // Every summary is announced once more with its whole card (AnnounceSummaryCards), as
        // the catalog's own events now write it, for reading's copy the members' lists show.
        const cards = await dataSource
          .getRepository(OutboxEvent)
          .find({ where: { type: CatalogEvents.SummaryUpdated } });
        const summaries = await dataSource.getRepository(Summary).find();
        expect(summaries).toHaveLength(2);
        const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
        expect(
          cards
            .map(({ envelope }) => (envelope.payload as SummaryChangedPayload).summary)
            .sort(byId),
        ).toEqual(summaries.map(snapshotOf).sort(byId));
        // Every category twice, the same each time: with the cards, and again for installations
        // seeded while the seed announced none (AnnounceCategories).
        const categoryCards = await dataSource
          .getRepository(OutboxEvent)
          .find({ where: { type: CatalogEvents.CategoryUpdated } });
        const categories = (await dataSource.getRepository(Category).find())
          .map(({ id, name, slug, description }) => ({ id, name, slug, description }))
          .sort(byId);
        expect(categoryCards).toHaveLength(2 * categories.length);
        expect(
          [
            ...new Set(
              categoryCards.map(({ envelope }) =>
                JSON.stringify((envelope.payload as CategoryUpdatedPayload).category),
              ),
            ),
          ]
            .map((category) => JSON.parse(category) as { id: string })
            .sort(byId),
        ).toEqual(categories);
        const editedBefore = await storedText(dataSource, edited.id);
        const runtime = { service: 'catalog', logger: createLogger('test', 'silent') };
        const events = new EventPublisher(runtime as PlatformRuntime);
        const newer = contentOf(bundled(UNEDITED), bundled(EDITED));

        expect(await seedCatalog(dataSource, events, newer, { addMissing: false })).toEqual({
          inserted: 0,
          upgraded: 1,
        });
        expectBundledText(await storedText(dataSource, unedited.id), bundled(UNEDITED));
        expect(await storedText(dataSource, edited.id)).toEqual(editedBefore);

        const upgraded = await catalogSnapshot(dataSource);
        expect(await seedCatalog(dataSource, events, newer, { addMissing: false })).toEqual({
          inserted: 0,
          upgraded: 0,
        });
        expect(await catalogSnapshot(dataSource)).toEqual(upgraded);
      } finally {
        await dataSource.destroy();
      }
    } finally {
      await database.drop();
    }
  });
});
