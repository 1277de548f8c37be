import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EventPublisher, OutboxEvent } from '@distill/platform';
import { coverSvg } from '../src/seed/cover-svg.js';
import { Section } from '../src/sections/section.entity.js';
import { isCatalogEmpty, seedCatalog } from '../src/seed/catalog-seeder.js';
import {
  loadSeedContent,
  readingTimeOf,
  wordCount,
  type SeedContent,
} from '../src/seed/seed-content.js';
import { Summary } from '../src/summaries/summary.entity.js';
import { startCatalog, type CatalogTestApp } from '../src/testing/index.js';

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

  it('gives every summary 4-8 sections of at least 150 words and an overview of several lines', () => {
    for (const summary of content.summaries) {
      const sections = summary.sections.length;
      expect({ slug: summary.slug, sectionsInRange: sections >= 4 && sections <= 8 }).toEqual({
        slug: summary.slug,
        sectionsInRange: true,
      });
      for (const section of summary.sections) {
        expect({ section: section.title, words: wordCount(section.content) >= 150 }).toEqual({
          section: section.title,
          words: true,
        });
      }
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
      const expected = coverSvg(summary, names.get(summary.category)!);
      expect({ slug: summary.slug, upToDate: readFileSync(file, 'utf8') === expected }).toEqual({
        slug: summary.slug,
        upToDate: true,
      });
    }
  });

  it('derives the reading time from the length at 200 words a minute', () => {
    const summary = {
      content: 'word '.repeat(100),
      sections: [{ title: 't', content: 'word '.repeat(301) }],
    };
    expect(readingTimeOf(summary)).toBe(3);
  });
});

describe('seedCatalog', () => {
  let catalog: CatalogTestApp;

  beforeAll(async () => {
    catalog = await startCatalog('seed');
  });
  afterAll(() => catalog.close());

  it('seeds an empty catalog once; a second run changes nothing', async () => {
    const events = catalog.app.get(EventPublisher);
    expect(await isCatalogEmpty(catalog.dataSource)).toBe(true);

    expect(await seedCatalog(catalog.dataSource, events, content)).toBe(content.summaries.length);
    const snapshot = async () => ({
      summaries: await catalog.dataSource.getRepository(Summary).find({ order: { id: 'ASC' } }),
      sections: await catalog.dataSource.getRepository(Section).count(),
      events: await catalog.dataSource.getRepository(OutboxEvent).count(),
    });
    const first = await snapshot();
    expect(first.sections).toBe(content.summaries.reduce((n, s) => n + s.sections.length, 0));
    expect(first.events).toBe(content.summaries.length);

    expect(await seedCatalog(catalog.dataSource, events, content)).toBe(0);
    expect(await snapshot()).toEqual(first);
    expect(await isCatalogEmpty(catalog.dataSource)).toBe(false);
  });
});
