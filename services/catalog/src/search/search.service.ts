import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Viewer } from '@distill/contracts';
import { FreePicks } from '../free-picks/free-picks.service.js';
import { summaryView } from '../summaries/summary-access.js';
import type { Summary } from '../summaries/summary.entity.js';
import { summariesWithCategory } from '../summaries/summary-rows.js';
import {
  asYouTypeTsquery,
  encodeSearchCursor,
  inSearchTransaction,
  searchSnippets,
  type ValidSearch,
  validSearch,
} from '@distill/platform';
import type { SearchConnectionModel } from './search.model.js';
import { type SnippetCandidate, snippetSource } from './snippet.js';
import { wordPairsQuery } from './word-pairs.js';

/**
 * How close a misspelt word must be to a word of the titles and authors (pg_trgm similarity,
 * 0 to 1) to be corrected to it in "did you mean".
 */
export const DID_YOU_MEAN_SIMILARITY = 0.45;

/** Words shorter than this are not corrected: two letters have too few trigrams to compare. */
const MIN_CORRECTED_LENGTH = 3;

/** ts_rank_cd's weights for D, C, B, A: title over author over category and description. */
const RANK_WEIGHTS = '{0.1, 0.2, 0.4, 1.0}';

/**
 * How many matching summaries a query ranks at most: the newest that match. A word most books
 * use ("attention" in four of five) would otherwise rank every one of them, each document read
 * whole, for a page of ten; the bench measured that past the statement timeout at 100,000 titles.
 */
export const SEARCH_CANDIDATES = 300;

/**
 * The query as typed (`$1`, websearch syntax) as a tsquery's text, its last word matching the
 * words it begins (`asYouTypeTsquery`), and whether it names any word at all. The tsquery goes to
 * SEARCH_HITS_SQL as a value, so the planner sees the words it plans for.
 */
export const TYPED_QUERY_SQL = `
       SELECT typed.query::text AS query, numnode(typed.query) > 0 AS has_words
         FROM (SELECT ${asYouTypeTsquery('$1')} AS query) AS typed`;

/**
 * The page of published summaries matching the tsquery `$1`, best first among the newest
 * SEARCH_CANDIDATES that match, after the position (`$2` rank, `$3` id) when given, `$4` rows;
 * with each one's best-matching section, looked for on that page only. `$5` is the query's
 * phrases as word pairs (`wordPairsQuery`), or null, and `$6` whether they are the whole query
 * (then only the page's candidates read their documents, to rank them: at 100,000 titles "art of
 * thinking" reread 1,416 for 300). The GIN index on search_word_pairs answers a
 * phrase, the one on search_document a match with few hits; for a common word or a short prefix
 * the planner walks the newest summaries instead and stops at the candidates
 * (test/search-plan.spec.ts pins all three). With pairs, the document is matched through
 * `ts_match_vq`, the function behind `@@`, which no index answers: its index holds the phrase's
 * words and not where they stand, and on statistics the pairs had none of yet (a new column) the
 * planner took it and reread 30,000 documents (0.6-4.6 s at 64,000 titles, against 23 ms).
 * The query is planned with its values, so the CASE is gone before planning.
 */
export const SEARCH_HITS_SQL = `
       SELECT hit.id, hit.rank::text AS rank, best.id AS section_id, best.title AS section_title,
              best.content AS section_content
         FROM (
           SELECT ranked.id, ranked.rank
             FROM (
               SELECT candidate.id,
                      ts_rank_cd('${RANK_WEIGHTS}', candidate.search_document, $1::tsquery, 1) AS rank
                 FROM (
                   SELECT summary.id, summary.search_document
                     FROM summary
                    WHERE summary.is_published
                      AND CASE WHEN $5::tsquery IS NULL THEN summary.search_document @@ $1::tsquery
                               WHEN $6::boolean THEN summary.search_word_pairs @@ $5::tsquery
                               ELSE summary.search_word_pairs @@ $5::tsquery
                                    AND ts_match_vq(summary.search_document, $1::tsquery) END
                    ORDER BY summary.published_at DESC, summary.id DESC
                    LIMIT ${SEARCH_CANDIDATES}
                 ) candidate
             ) ranked
            WHERE $2::real IS NULL OR (ranked.rank, ranked.id) < ($2::real, $3::uuid)
            ORDER BY ranked.rank DESC, ranked.id DESC
            LIMIT $4
         ) hit
         LEFT JOIN LATERAL (
           SELECT section.id, section.title, section.content
             FROM section
            WHERE section.summary_id = hit.id AND section.search_vector @@ $1::tsquery
            ORDER BY ts_rank_cd(section.search_vector, $1::tsquery) DESC, section."order"
            LIMIT 1
         ) best ON true
        ORDER BY hit.rank DESC, hit.id DESC`;

/**
 * "Did you mean": for each typed word (`$1`, lowercased), the closest word of the published
 * titles and authors (the TitleAuthorLexicon migration's `title_author_word`, its trigram index
 * answering `%` under pg_trgm.similarity_threshold); a word of the lexicon is its own closest.
 * Ties go to the word more summaries use.
 */
export const CLOSEST_WORDS_SQL = `
       SELECT typed.word AS typed, closest.word AS closest
         FROM unnest($1::text[]) AS typed (word)
         CROSS JOIN LATERAL (
           SELECT lexicon.word
             FROM title_author_word AS lexicon
            WHERE lexicon.word % typed.word
            ORDER BY similarity(lexicon.word, typed.word) DESC, lexicon.summaries DESC,
                     lexicon.word
            LIMIT 1
         ) AS closest`;

/** A word of a query, as `corrected` replaces it. */
const WORD = /[\p{L}\p{N}]+/gu;

interface Hit {
  id: string;
  rank: string;
  section_id: string | null;
  section_title: string | null;
  section_content: string | null;
}

interface Page {
  hits: Hit[];
  hasNextPage: boolean;
  didYouMean: string | null;
  /** The query the snippets mark: the words typed, or the suggestion they were close to. */
  markedQuery: string;
}

/**
 * Full-text search over published summaries (FullTextSearch migration) as it is typed, the last
 * word matching the words it begins: ranked by the weighted document, each result with a snippet
 * of what the viewer may read; when the words match no text, the query with its misspelt words
 * corrected to the closest words of the titles and authors ("did you mean"), and its results.
 */
@Injectable()
export class SearchService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly freePicks: FreePicks,
  ) {}

  async search(
    viewer: Viewer,
    request: { q: string; first?: number | null; after?: string | null },
  ): Promise<SearchConnectionModel> {
    const search = validSearch(request);
    const unlocked = await this.freePicks.unlockedFor(viewer);
    return inSearchTransaction(this.dataSource, async (manager) => {
      const page = await this.page(manager, search);
      const rows =
        page.hits.length === 0
          ? []
          : await summariesWithCategory(manager)
              .where('summary.id IN (:...ids)', { ids: page.hits.map((hit) => hit.id) })
              .getMany();
      const byId = new Map(rows.map((row) => [row.id, row]));
      const found = page.hits.flatMap((hit) => {
        const row = byId.get(hit.id);
        return row ? [{ hit, row }] : [];
      });
      const sources = found.map(({ hit, row }) =>
        snippetSource(candidate(hit, row), viewer, unlocked),
      );
      const snippets = await searchSnippets(
        manager,
        page.markedQuery,
        sources.map((source) => source.text),
        { asYouType: true },
      );
      const last = page.hits.at(-1);
      return {
        edges: found.map(({ hit, row }, index) => ({
          node: summaryView(row, viewer, unlocked),
          snippet: snippets[index] ?? null,
          section: sources[index]!.section,
          rank: Number(hit.rank),
        })),
        pageInfo: {
          hasNextPage: page.hasNextPage,
          endCursor: page.hasNextPage && last ? encodeSearchCursor(last) : null,
        },
        didYouMean: page.didYouMean,
      };
    });
  }

  private async page(manager: EntityManager, search: ValidSearch): Promise<Page> {
    const nothing = { hits: [], hasNextPage: false, didYouMean: null, markedQuery: search.q };
    const typed = await typedQuery(manager, search.q);
    // Operators and stop words alone ("-", "how to") find nothing, and are no misspelling either.
    if (!typed.hasWords) return nothing;
    const hits = await pageOfHits(manager, typed.query, search);
    if (hits.length > 0 || search.after) {
      return {
        hits: hits.slice(0, search.first),
        hasNextPage: hits.length > search.first,
        didYouMean: null,
        markedQuery: search.q,
      };
    }
    const suggestion = await didYouMean(manager, search.q);
    if (!suggestion) return nothing;
    const suggested = await pageOfHits(
      manager,
      (await typedQuery(manager, suggestion)).query,
      search,
    );
    // One page only: a suggestion is not a result set; searching it pages as ever.
    return suggested.length === 0
      ? nothing
      : {
          hits: suggested.slice(0, search.first),
          hasNextPage: false,
          didYouMean: suggestion,
          markedQuery: suggestion,
        };
  }
}

async function typedQuery(
  manager: EntityManager,
  q: string,
): Promise<{ query: string; hasWords: boolean }> {
  const [row] = (await manager.query(TYPED_QUERY_SQL, [q])) as Array<{
    query: string;
    has_words: boolean;
  }>;
  return { query: row!.query, hasWords: row!.has_words };
}

/** SEARCH_HITS_SQL's parameters for the tsquery `query` and a page of `search` (one more row). */
export function searchHitsParameters(
  query: string,
  search: Pick<ValidSearch, 'first' | 'after'>,
): unknown[] {
  const pairs = wordPairsQuery(query);
  return [
    query,
    search.after?.rank ?? null,
    search.after?.id ?? null,
    search.first + 1,
    pairs?.query ?? null,
    pairs?.exact ?? false,
  ];
}

async function pageOfHits(
  manager: EntityManager,
  query: string,
  search: ValidSearch,
): Promise<Hit[]> {
  return (await manager.query(SEARCH_HITS_SQL, searchHitsParameters(query, search))) as Hit[];
}

/**
 * The query with each word that no title or author uses replaced by the closest one that does
 * (CLOSEST_WORDS_SQL), capitalised as typed; null when no word was corrected.
 */
async function didYouMean(manager: EntityManager, q: string): Promise<string | null> {
  const words = [
    ...new Set(
      (q.match(WORD) ?? [])
        .map((word) => word.toLowerCase())
        // "or" is websearch's operator, not a word to correct.
        .filter((word) => word.length >= MIN_CORRECTED_LENGTH && word !== 'or'),
    ),
  ];
  if (words.length === 0) return null;
  await manager.query(`SET LOCAL pg_trgm.similarity_threshold = ${DID_YOU_MEAN_SIMILARITY}`);
  const rows = (await manager.query(CLOSEST_WORDS_SQL, [words])) as Array<{
    typed: string;
    closest: string;
  }>;
  const closest = new Map(
    rows.filter((row) => row.closest !== row.typed).map((row) => [row.typed, row.closest]),
  );
  if (closest.size === 0) return null;
  return q.replace(WORD, (word) => {
    const better = closest.get(word.toLowerCase());
    if (!better) return word;
    const capitalised = word[0] !== word[0]!.toLowerCase();
    return capitalised ? better[0]!.toUpperCase() + better.slice(1) : better;
  });
}

function candidate(hit: Hit, row: Summary): SnippetCandidate {
  return {
    summary: row,
    section:
      hit.section_id && hit.section_title !== null && hit.section_content !== null
        ? { id: hit.section_id, title: hit.section_title, content: hit.section_content }
        : null,
  };
}
