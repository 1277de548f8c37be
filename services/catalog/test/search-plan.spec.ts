import { randomUUID } from 'node:crypto';
import { loadSeedContent } from '../src/seed/seed-content.js';
import { writeSyntheticCatalog } from '../src/seed/synthetic-catalog.js';
import {
  CLOSEST_TITLES_SQL,
  DID_YOU_MEAN_SIMILARITY,
  SEARCH_HITS_SQL,
} from '../src/search/search.service.js';
import { createSummary } from '../src/testing/index.js';
import { useCatalog } from './catalog-fixture.js';

/**
 * The plans of the search's own statements over a catalogue large enough for the planner to
 * choose (5,000 synthetic summaries, analysed; without sections, as the plans depend on the
 * number of rows and the test's time, embedded too, on the text): the GIN index answers the
 * full-text match and the trigram index the "did you mean", never a sequential scan of every
 * summary. The bench measures the times at 100,000 with sections; this pins the plans the times
 * depend on.
 */
const catalog = useCatalog('search_plan');
let rare: string;

beforeAll(async () => {
  await writeSyntheticCatalog(catalog.dataSource, 5_000, await loadSeedContent(), () => {}, 0);
  rare = `zq${randomUUID().slice(0, 8)}`;
  await createSummary(catalog, { description: `Only this one says ${rare}.`, isPremium: false });
  await catalog.dataSource.query('ANALYZE summary');
  await catalog.dataSource.query('ANALYZE section');
}, 120_000);

async function planOf(sql: string, parameters: unknown[], setting?: string): Promise<string> {
  return catalog.dataSource.transaction(async (manager) => {
    if (setting) await manager.query(setting);
    const rows = (await manager.query(`EXPLAIN ${sql}`, parameters)) as Array<{
      'QUERY PLAN': string;
    }>;
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('search plans', () => {
  it('matches words through the GIN index on search_document', async () => {
    const plan = await planOf(SEARCH_HITS_SQL, [rare, null, null, 11]);
    expect(plan).toMatch(/Bitmap Index Scan on summary_search_document_idx/);
    expect(plan).not.toMatch(/Seq Scan on summary/);
  });

  it('ranks a word every summary says among the newest candidates, never scanning them all', async () => {
    // Every synthetic description "argues": ranking every match would read each document.
    const plan = await planOf(SEARCH_HITS_SQL, ['argues', null, null, 11]);
    expect(plan).toMatch(
      new RegExp(`Limit .*\\n.*-> .*Index Scan using summary_library_order_idx`),
    );
    expect(plan).not.toMatch(/Seq Scan on summary/);
  });

  it('finds the closest titles and authors through the trigram index', async () => {
    const plan = await planOf(
      CLOSEST_TITLES_SQL,
      ['zqxjvw', 10],
      `SET LOCAL pg_trgm.word_similarity_threshold = ${DID_YOU_MEAN_SIMILARITY}`,
    );
    expect(plan).toMatch(/Bitmap Index Scan on summary_search_text_trgm_idx/);
    expect(plan).not.toMatch(/Seq Scan on summary/);
  });
});
