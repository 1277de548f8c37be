import { loadSeedContent } from '../src/seed/seed-content.js';
import { SYNTHETIC_PLANTS, writeSyntheticCatalog } from '../src/seed/synthetic-catalog.js';
import { useCatalog } from './catalog-fixture.js';

/**
 * The synthetic catalogue's sections, as the bench relies on them: written by PostgreSQL through
 * the product's triggers, of a real summary's length, with the planted words where the bench's
 * queries expect them.
 */
const catalog = useCatalog('synthetic_catalog');
const COUNT = 24;

beforeAll(async () => {
  await writeSyntheticCatalog(catalog.dataSource, COUNT, await loadSeedContent(), () => {});
}, 120_000);

/** A synthetic summary's index: one a day back from 1 January 2026. */
const INDEX = `(DATE '2026-01-01' - summary.published_at::date)`;

describe('the synthetic catalogue', () => {
  it('gives each summary 3 to 6 sections holding about 200 words a minute of its reading time', async () => {
    const rows = (await catalog.dataSource.query(
      `SELECT summary.reading_time_minutes AS minutes, count(section.id)::int AS sections,
              sum(array_length(regexp_split_to_array(section.content, '\\s+'), 1))::int AS words
         FROM summary JOIN section ON section.summary_id = summary.id
        GROUP BY summary.id`,
    )) as Array<{ minutes: number; sections: number; words: number }>;
    expect(rows).toHaveLength(COUNT);
    for (const row of rows) {
      expect(row.sections).toBeGreaterThanOrEqual(3);
      expect(row.sections).toBeLessThanOrEqual(6);
      expect(row.words).toBeGreaterThan(row.minutes * 200 * 0.6);
      expect(row.words).toBeLessThan(row.minutes * 200 * 1.4);
    }
  });

  it('plants each query where the bench looks for it, a locked one only in Premium summaries, and the search document finds it', async () => {
    for (const plant of SYNTHETIC_PLANTS) {
      const expected = (await catalog.dataSource.query(
        `SELECT ${INDEX} AS index FROM summary
          WHERE ${INDEX} % $1 = $2 AND (summary.is_premium OR NOT $3) ORDER BY 1`,
        [plant.every, plant.at, plant.premiumOnly],
      )) as Array<{ index: number }>;
      const found = (await catalog.dataSource.query(
        `SELECT ${INDEX} AS index FROM summary
          WHERE summary.search_document @@ websearch_to_tsquery('english', $1) ORDER BY 1`,
        [plant.query],
      )) as Array<{ index: number }>;
      expect({ query: plant.query, found }).toEqual({ query: plant.query, found: expected });
      // Every plant not limited to Premium lands within the first COUNT summaries.
      if (!plant.premiumOnly) expect(found.length).toBeGreaterThan(0);
    }
  });
});
