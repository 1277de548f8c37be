import { randomUUID } from 'node:crypto';
import { loadSeedContent } from '../src/seed/seed-content.js';
import { writeSyntheticCatalog } from '../src/seed/synthetic-catalog.js';
import {
  CLOSEST_WORDS_SQL,
  DID_YOU_MEAN_SIMILARITY,
  SEARCH_HITS_SQL,
  searchHitsParameters,
  TYPED_QUERY_SQL,
} from '../src/search/search.service.js';
import { Summary } from '../src/summaries/summary.entity.js';
import { validLibraryPage } from '../src/summaries/library-page.js';
import { libraryCount, libraryPageIds } from '../src/summaries/summary-queries.service.js';
import { createSummary } from '../src/testing/index.js';
import { useCatalog } from './catalog-fixture.js';

/**
 * The plans of the search's own statements over a catalogue large enough for the planner to
 * choose (5,000 synthetic summaries, analysed; without sections, as the plans depend on the
 * number of rows and the test's time, embedded too, on the text): the GIN index answers the
 * full-text match, a word typed so far included, and the lexicon's trigram index the "did you
 * mean", never a sequential scan of every summary. The bench measures the times at 100,000 with sections; this pins the plans the times
 * depend on.
 */
const catalog = useCatalog('search_plan');
let rare: string;

beforeAll(async () => {
  await writeSyntheticCatalog(catalog.dataSource, 5_000, await loadSeedContent(), () => {}, 0);
  rare = `zq${randomUUID().slice(0, 8)}`;
  await createSummary(catalog, { description: `Only this one says ${rare}.`, isPremium: false });
  // As autovacuum leaves a table that is read far more than written: its pages all visible,
  // which an index-only scan counts on. VACUUM cannot mark a page visible to all while a
  // transaction older than its rows runs (the catalog's outbox relay sending the writes' events),
  // so it runs again until nine pages in ten are (the last one written seldom is at once).
  const settleBy = Date.now() + 60_000;
  for (;;) {
    await catalog.dataSource.query('VACUUM (ANALYZE) summary');
    const [pages] = await catalog.dataSource.query<Array<{ visible: boolean }>>(
      "SELECT relallvisible >= 0.9 * relpages AS visible FROM pg_class WHERE oid = 'summary'::regclass",
    );
    if (pages?.visible) break;
    // Said here rather than as a wrong plan below, which would hide why.
    if (Date.now() > settleBy) throw new Error('VACUUM left a tenth of summary not all-visible');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await catalog.dataSource.query('ANALYZE section');
}, 120_000);

async function planOf(
  sql: string,
  parameters: unknown[],
  settings: string[] = [],
): Promise<string> {
  return catalog.dataSource.transaction(async (manager) => {
    for (const setting of settings) await manager.query(setting);
    const rows = (await manager.query(`EXPLAIN ${sql}`, parameters)) as Array<{
      'QUERY PLAN': string;
    }>;
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

/** The tsquery the search sends SEARCH_HITS_SQL for what was typed. */
async function typed(q: string): Promise<string> {
  const [row] = (await catalog.dataSource.query(TYPED_QUERY_SQL, [q])) as Array<{ query: string }>;
  return row!.query;
}

/** The plan of the first page of ten of the search for what was typed. */
async function hitsPlan(q: string): Promise<string> {
  return planOf(SEARCH_HITS_SQL, searchHitsParameters(await typed(q), { first: 10, after: null }));
}

describe('search plans', () => {
  it('matches words through the GIN index on search_document', async () => {
    const plan = await hitsPlan(rare);
    expect(plan).toMatch(/Bitmap Index Scan on summary_search_document_idx/);
    expect(plan).not.toMatch(/Seq Scan on summary/);
  });

  it('ranks a word every summary says among the newest candidates, never scanning them all', async () => {
    // Every synthetic description "argues": ranking every match would read each document.
    const plan = await hitsPlan('argues');
    expect(plan).toMatch(
      new RegExp(`Limit .*\\n.*-> .*Index Scan using summary_library_order_idx`),
    );
    expect(plan).not.toMatch(/Seq Scan on summary/);
  });

  it('decides a phrase of words every summary says by the word-pair index, not by reading each document', async () => {
    // Every synthetic summary says "the book moves" and "argues"; none "moves the book". A
    // phrase of two words is its pair, a longer one is confirmed by the document.
    for (const phrase of ['"moves the book"', '"moves the book argues"']) {
      const plan = await hitsPlan(phrase);
      expect(plan).toMatch(/Bitmap Index Scan on summary_search_word_pairs_idx/);
      expect(plan).not.toMatch(/summary_library_order_idx|Seq Scan on summary/);
    }
  });

  it('matches a word being typed through an index too: a rare beginning by GIN, a common one by the newest', async () => {
    const rarePlan = await hitsPlan(rare.slice(0, 6));
    expect(rarePlan).toMatch(/Bitmap Index Scan on summary_search_document_idx/);
    expect(rarePlan).not.toMatch(/Seq Scan on summary/);
    const commonPlan = await hitsPlan('ar');
    expect(commonPlan).toMatch(/Index Scan using summary_library_order_idx/);
    expect(commonPlan).not.toMatch(/Seq Scan on summary/);
  });

  it('finds the closest words of titles and authors through the lexicon, never the summaries', async () => {
    // The lexicon is a few hundred words here, which a sequential scan reads fastest: priced out,
    // the plan shows the trigram index answers the lookup at any size.
    const plan = await planOf(
      CLOSEST_WORDS_SQL,
      [['nakamra', 'zqxjvw']],
      [
        `SET LOCAL pg_trgm.similarity_threshold = ${DID_YOU_MEAN_SIMILARITY}`,
        'SET LOCAL enable_seqscan = off',
      ],
    );
    expect(plan).toMatch(/Bitmap Index Scan on title_author_word_trgm_idx/);
    expect(plan).not.toMatch(/summary/);
  });

  it.each(['h', 'qx', 'the art of'])(
    'counts the library\'s title and author matches for "%s" from the narrow count index alone',
    async (term) => {
      // One letter has no trigram; "the art of" is in most synthetic titles: each would read
      // the table, whole or nearly, to count. These 5,000 rows without text are read fastest
      // whole; at 100,000 with their text the planner picks the index-only scan unforced (the
      // README's "Search at 100,000 titles"). With the table's scans priced out here, the plan
      // shows the index holds all the count reads, and that the narrowest one (search_text
      // alone, not the order index's date and id too) is read.
      const [sql, parameters] = libraryCount(catalog.dataSource.getRepository(Summary), {
        categoryId: null,
        term,
      }).getQueryAndParameters();
      const plan = await planOf(sql, parameters, [
        'SET LOCAL enable_seqscan = off',
        'SET LOCAL enable_bitmapscan = off',
      ]);
      expect(plan).toMatch(/Index Only Scan using summary_library_count_idx/);
      expect(plan).not.toMatch(/Seq Scan on summary/);
    },
  );

  it.each(['qx', 'ö', 'h'])(
    'finds the ids of the library\'s newest page for "%s" from the order index alone',
    async (term) => {
      // A term few or no titles hold walks the whole order: testing each summary's row for it
      // read 100,000 rows (a sequential scan of the table at 100,000). The ids come from the
      // index's entries alone, whatever the term; the page's rows are read by id afterwards.
      const [sql, parameters] = libraryPageIds(
        catalog.dataSource.getRepository(Summary),
        validLibraryPage({ q: term, limit: 24 }),
      ).getQueryAndParameters();
      const plan = await planOf(sql, parameters, [
        'SET LOCAL enable_seqscan = off',
        'SET LOCAL enable_bitmapscan = off',
      ]);
      expect(plan).toMatch(/Limit .*\n.*-> +Index Only Scan using summary_library_order_idx/);
      expect(plan).not.toMatch(/Sort/);
    },
  );
});
