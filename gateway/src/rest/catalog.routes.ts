import { type Request, type Response, Router } from 'express';
import type { GraphQLExecutor } from '../graphql/graphql-executor.js';
import type { PublicReads } from '../public-reads/public-reads.js';
import { pagingHeaders, readQuery, sendBadRequest, sendResult } from './http.js';

export const SUMMARY_FIELDS = `
  id title author description content coverImageUrl categoryId
  category { id name slug description }
  readingTimeMinutes isPremium isPublished isFeatured hasFullAccess sectionCount createdAt updatedAt`;

const CATEGORIES = `query Categories { categories { id name slug description } }`;
const FEATURED = `query Featured($limit: Int!) { featuredSummaries(limit: $limit) { ${SUMMARY_FIELDS} } }`;
const PUBLISHED = `query Published($categoryId: ID) { publishedSummaries(categoryId: $categoryId) { ${SUMMARY_FIELDS} } }`;
const PUBLISHED_PAGE = `query PublishedPage($categoryId: ID, $q: String, $limit: Int, $cursor: String) {
  summaryPage(categoryId: $categoryId, q: $q, limit: $limit, cursor: $cursor) {
    items { ${SUMMARY_FIELDS} }
    totalCount nextCursor
  }
}`;
const SUMMARY = `query Summary($id: ID!) { summary(id: $id) { ${SUMMARY_FIELDS} } }`;
const PREVIEW = `query SummaryPreview($id: ID!) {
  summary(id: $id) {
    id title author description coverImageUrl categoryId readingTimeMinutes
    isPremium isPublished isFeatured hasFullAccess sectionCount preview
  }
}`;
const SECTIONS = `query SummarySections($id: ID!) {
  summary(id: $id) { sections { id summaryId title content order isLocked } }
}`;

const SUMMARY_NOT_FOUND = 'Summary not found';

type SummaryData = { summary: Record<string, unknown> | null };
type PublishedPage = { items: unknown[]; totalCount: number; nextCursor: string | null };

interface PublicRead<TData> {
  query: string;
  variables: Record<string, unknown>;
  select: (data: TData) => unknown;
  /** Headers the answer carries besides its body (a list's paging), cached with it. */
  headers?: (data: TData) => Record<string, string>;
  notFoundMessage?: string;
}

/**
 * The catalog's public REST routes (spec section 7), each one GraphQL operation whose answer
 * depends only on the viewer's access class: all of them go through the public read cache.
 */
export function catalogRoutes(publicReads: PublicReads, graphql: GraphQLExecutor): Router {
  const router = Router();
  /** One GraphQL operation, the selected value as the JSON body; errors are never cached. */
  const reads = {
    send: <TData>(req: Request, res: Response, read: PublicRead<TData>) =>
      publicReads.serve(req, res, `${req.baseUrl}${req.route.path}`, read.variables, async () => {
        const result = await graphql.run<TData>(req, read.query, read.variables);
        const value = result.errors.length === 0 && result.data ? read.select(result.data) : null;
        if (value === null || value === undefined) {
          return { uncached: () => sendResult(res, result, read.select, read.notFoundMessage) };
        }
        return { json: JSON.stringify(value), headers: read.headers?.(result.data!) };
      }),
  };

  router.get('/categories', (req, res) =>
    reads.send<{ categories: unknown[] }>(req, res, {
      query: CATEGORIES,
      variables: {},
      select: (d) => d.categories,
    }),
  );

  router.get('/summaries/featured', async (req, res) => {
    const limit = req.query.limit === undefined ? 12 : Number(req.query.limit);
    if (!Number.isInteger(limit)) return sendBadRequest(res, 'limit must be an integer');
    await reads.send<{ featuredSummaries: unknown[] }>(req, res, {
      query: FEATURED,
      variables: { limit },
      select: (d) => d.featuredSummaries,
    });
  });

  /**
   * Every published summary (of a category) as before; with any of `limit`, `cursor` or `q` the
   * answer is one page of the library instead, same body shape, with the paging in headers:
   * `X-Total-Count` and a `Link: <...>; rel="next"` naming the following page.
   */
  router.get('/summaries/published', async (req, res) => {
    const query = readQuery(req.query, ['categoryId', 'limit', 'cursor', 'q']);
    if (!query.ok) return sendBadRequest(res, query.message);
    const params = query.values;
    const categoryId = params.categoryId || null;
    if (params.limit === undefined && params.cursor === undefined && params.q === undefined) {
      return reads.send<{ publishedSummaries: unknown[] }>(req, res, {
        query: PUBLISHED,
        variables: { categoryId },
        select: (d) => d.publishedSummaries,
      });
    }
    const limit = params.limit === undefined ? undefined : Number(params.limit);
    if (limit !== undefined && !Number.isSafeInteger(limit)) {
      return sendBadRequest(res, 'limit must be an integer');
    }
    await reads.send<{ summaryPage: PublishedPage }>(req, res, {
      query: PUBLISHED_PAGE,
      variables: { categoryId, q: params.q ?? null, limit, cursor: params.cursor || null },
      select: (d) => d.summaryPage.items,
      headers: ({ summaryPage }) => pagingHeaders(req, params, summaryPage),
    });
  });

  router.get('/summaries/:id', (req, res) =>
    reads.send<SummaryData>(req, res, {
      query: SUMMARY,
      variables: { id: req.params.id },
      select: (d) => d.summary,
      notFoundMessage: SUMMARY_NOT_FOUND,
    }),
  );

  router.get('/summaries/:id/preview', (req, res) =>
    reads.send<SummaryData>(req, res, {
      query: PREVIEW,
      variables: { id: req.params.id },
      select: ({ summary }) => summary && { ...summary, content: summary.preview },
      notFoundMessage: SUMMARY_NOT_FOUND,
    }),
  );

  router.get('/summaries/:id/sections', (req, res) =>
    reads.send<SummaryData>(req, res, {
      query: SECTIONS,
      variables: { id: req.params.id },
      select: ({ summary }) => summary?.sections,
      notFoundMessage: SUMMARY_NOT_FOUND,
    }),
  );

  return router;
}
