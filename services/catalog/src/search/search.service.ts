import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Viewer } from '@distill/contracts';
import { FreePicks } from '../free-picks/free-picks.service.js';
import { summaryView } from '../summaries/summary-access.js';
import type { Summary } from '../summaries/summary.entity.js';
import { summariesWithCategory } from '../summaries/summary-rows.js';
import {
  encodeSearchCursor,
  inSearchTransaction,
  searchSnippets,
  type ValidSearch,
  validSearch,
} from '@distill/platform';
import type { SearchConnectionModel } from './search.model.js';
import { type SnippetCandidate, snippetSource } from './snippet.js';

/**
 * How close a misspelling must be to a word of a title or author (pg_trgm word similarity,
 * 0 to 1) to be offered as "did you mean".
 */
export const DID_YOU_MEAN_SIMILARITY = 0.45;

/** ts_rank_cd's weights for D, C, B, A: title over author over category and description. */
const RANK_WEIGHTS = '{0.1, 0.2, 0.4, 1.0}';

/**
 * How many matching summaries a query ranks at most: the newest that match. A word most books
 * use ("attention" in four of five) would otherwise rank every one of them, each document read
 * whole, for a page of ten; the bench measured that past the statement timeout at 100,000 titles.
 */
export const SEARCH_CANDIDATES = 300;

/**
 * The page of published summaries matching `$1` (websearch syntax), best first among the newest
 * SEARCH_CANDIDATES that match, after the position (`$2` rank, `$3` id) when given, `$4` rows;
 * with each one's best-matching section, looked for on that page only. The GIN index on
 * search_document answers a match with few hits; for a common word the planner walks the newest
 * summaries instead and stops at the candidates (test/search-plan.spec.ts pins both).
 */
export const SEARCH_HITS_SQL = `
       SELECT hit.id, hit.rank::text AS rank, best.id AS section_id, best.title AS section_title,
              best.content AS section_content
         FROM (
           SELECT ranked.id, ranked.rank
             FROM (
               SELECT candidate.id,
                      ts_rank_cd('${RANK_WEIGHTS}', candidate.search_document,
                                 websearch_to_tsquery('english', $1), 1) AS rank
                 FROM (
                   SELECT summary.id, summary.search_document
                     FROM summary
                    WHERE summary.is_published
                      AND summary.search_document @@ websearch_to_tsquery('english', $1)
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
             FROM section, websearch_to_tsquery('english', $1) AS query
            WHERE section.summary_id = hit.id AND section.search_vector @@ query
            ORDER BY ts_rank_cd(section.search_vector, query) DESC, section."order"
            LIMIT 1
         ) best ON true
        ORDER BY hit.rank DESC, hit.id DESC`;

/**
 * Typo tolerance: the published summaries whose title or author holds words closest to `$1`
 * (`<%` is answered by the trigram index on search_text), `$2` rows. A common surname's
 * misspelling is close to thousands of summaries: the title's and author's own similarity are
 * computed for the page only, not for every candidate.
 */
export const CLOSEST_TITLES_SQL = `
       SELECT closest.id, closest.rank::text AS rank,
              word_similarity(lower($1), lower(closest.title)) AS title_similarity,
              word_similarity(lower($1), lower(closest.author)) AS author_similarity,
              closest.title, closest.author
         FROM (
           SELECT summary.id, summary.title, summary.author,
                  word_similarity(lower($1), summary.search_text) AS rank
             FROM summary
            WHERE summary.is_published AND lower($1) <% summary.search_text
            ORDER BY rank DESC, summary.id DESC
            LIMIT $2
         ) closest
        ORDER BY closest.rank DESC, closest.id DESC`;

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
 * Full-text search over published summaries (FullTextSearch migration): ranked by the weighted
 * document, each result with a snippet of what the viewer may read; when the words match no text,
 * the titles and authors closest to them.
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
    const hits = (await manager.query(SEARCH_HITS_SQL, [
      search.q,
      search.after?.rank ?? null,
      search.after?.id ?? null,
      search.first + 1,
    ])) as Hit[];
    if (hits.length > 0 || search.after || !(await hasWords(manager, search.q))) {
      return {
        hits: hits.slice(0, search.first),
        hasNextPage: hits.length > search.first,
        didYouMean: null,
        markedQuery: search.q,
      };
    }
    return this.closestTitlesAndAuthors(manager, search);
  }

  /**
   * Typo tolerance: the published summaries whose title or author holds words closest to the
   * query's (pg_trgm's word similarity, answered by the trigram index on `search_text`), and the
   * closest title or author as the suggestion. One page only: a suggestion is not a result set.
   */
  private async closestTitlesAndAuthors(
    manager: EntityManager,
    search: ValidSearch,
  ): Promise<Page> {
    await manager.query(`SET LOCAL pg_trgm.word_similarity_threshold = ${DID_YOU_MEAN_SIMILARITY}`);
    const rows = (await manager.query(CLOSEST_TITLES_SQL, [search.q, search.first])) as Array<{
      id: string;
      rank: string;
      title_similarity: number;
      author_similarity: number;
      title: string;
      author: string;
    }>;
    const best = rows[0];
    const didYouMean = best
      ? best.title_similarity >= best.author_similarity
        ? best.title
        : best.author
      : null;
    return {
      hits: rows.map(({ id, rank }) => ({
        id,
        rank,
        section_id: null,
        section_title: null,
        section_content: null,
      })),
      hasNextPage: false,
      didYouMean,
      markedQuery: didYouMean ?? search.q,
    };
  }
}

/**
 * Whether the query names any word to look for: operators and stop words alone ("-", "how to")
 * find nothing, and are no misspelling of a title either.
 */
async function hasWords(manager: EntityManager, q: string): Promise<boolean> {
  const [row] = (await manager.query(
    `SELECT numnode(websearch_to_tsquery('english', $1)) > 0 AS has_words`,
    [q],
  )) as Array<{ has_words: boolean }>;
  return row?.has_words === true;
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
