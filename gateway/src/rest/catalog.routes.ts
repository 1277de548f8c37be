import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type Request, type Response, Router } from 'express';
import type { GraphQLExecutor } from '../graphql/graphql-executor.js';
import type { PublicReads } from '../public-reads/public-reads.js';
import { landingFiguresOf } from './landing-figures.js';
import { readSearchQuery, SEARCH_QUERY_PARAMETERS } from './search-query.js';
import { pagingHeaders, readQuery, sendBadRequest, sendResult } from './http.js';
import {
  described,
  integer,
  nullable,
  objectOf,
  oneOfText,
  type QueryParameter,
  resultOf,
  text,
} from '../openapi/route-description.js';
import {
  CategoriesDocument,
  type LibraryAccess,
  type LibraryLength,
  type LibrarySort,
  FeaturedDocument,
  LandingFiguresDocument,
  PublishedDocument,
  PublishedPageDocument,
  SearchDocument,
  SummaryDocument,
  SummaryPreviewDocument,
  SummarySectionsDocument,
} from './operations.generated.js';

const SUMMARY_NOT_FOUND = 'Summary not found';

/** The library's filters and orders as the REST client names them (lower case). */
const LIBRARY_CHOICES = {
  length: ['short', 'medium', 'long'],
  access: ['free', 'premium'],
  sort: ['newest', 'title', 'shortest'],
} as const;

/** A list page's paging, as its headers say it. */
const PAGING_HEADERS = {
  'X-Total-Count': 'How many summaries match, on every page',
  Link: 'The next page, as `<...>; rel="next"` (absent on the last page)',
};

/** The library's page parameters, described as the route reads them. */
const LIBRARY_PARAMETERS: Record<string, QueryParameter> = {
  categoryId: { schema: text(), description: 'Only summaries of this category' },
  limit: { schema: integer(), description: 'A page of this many (1-100, default 24)' },
  cursor: { schema: text(), description: 'The previous page\'s `Link rel="next"` cursor' },
  q: {
    schema: text(),
    description: 'A case-insensitive part of the title or the author (at most 200 characters)',
  },
  length: { schema: oneOfText(LIBRARY_CHOICES.length), description: 'Reading time' },
  access: { schema: oneOfText(LIBRARY_CHOICES.access), description: 'Free or Premium' },
  sort: { schema: oneOfText(LIBRARY_CHOICES.sort), description: 'Order (default newest)' },
};

/** A checked library choice as the operation's enum value (its upper-case name); null when absent. */
const asEnum = <T extends string>(value: string | undefined) =>
  (value?.toUpperCase() ?? null) as T | null;

interface PublicRead<TData, TVariables extends Record<string, unknown>> {
  query: TypedDocumentNode<TData, TVariables>;
  variables: TVariables;
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
    send: <TData, TVariables extends Record<string, unknown>>(
      req: Request,
      res: Response,
      read: PublicRead<TData, TVariables>,
    ) =>
      publicReads.serve(req, res, `${req.baseUrl}${req.route.path}`, read.variables, async () => {
        const result = await graphql.run(req, read.query, read.variables);
        const value = result.errors.length === 0 && result.data ? read.select(result.data) : null;
        if (value === null || value === undefined) {
          return { uncached: () => sendResult(res, result, read.select, read.notFoundMessage) };
        }
        return { json: JSON.stringify(value), headers: read.headers?.(result.data!) };
      }),
  };

  router.get(
    '/categories',
    described(
      {
        summary: 'Categories that have a published summary',
        answer: resultOf(CategoriesDocument, 'categories'),
      },
      (req, res) =>
        reads.send(req, res, {
          query: CategoriesDocument,
          variables: {},
          select: (d) => d.categories,
        }),
    ),
  );

  router.get(
    '/summaries/featured',
    described(
      {
        summary: "Featured summaries: the editors' picks, then the newest",
        query: { limit: { schema: integer(), description: 'How many (default 12)' } },
        answer: resultOf(FeaturedDocument, 'featuredSummaries'),
      },
      async (req, res) => {
        const limit = req.query.limit === undefined ? 12 : Number(req.query.limit);
        if (!Number.isInteger(limit)) return sendBadRequest(res, 'limit must be an integer');
        await reads.send(req, res, {
          query: FeaturedDocument,
          variables: { limit },
          select: (d) => d.featuredSummaries,
        });
      },
    ),
  );

  /**
   * The landing's figures, counted by catalog and identity and rounded down here: the landing is
   * prerendered once, so it asks for them on each visit (a public read, dropped by catalog events
   * and re-read after its TTL, which keeps the member count at most twice the TTL old).
   */
  router.get(
    '/landing-figures',
    described(
      {
        summary: "The landing's figures, rounded down (null leaves one out)",
        answer: objectOf({
          summaries: nullable(text('e.g. "30", "1,200+"')),
          newSummaries: nullable(text('published in the last 30 days')),
          members: nullable(text()),
        }),
      },
      (req, res) =>
        reads.send(req, res, {
          query: LandingFiguresDocument,
          variables: {},
          select: landingFiguresOf,
        }),
    ),
  );

  /**
   * Every published summary (of a category) as before; with any paging parameter (`limit`,
   * `cursor`, `q`, `length`, `access`, `sort`) the answer is one page of the library instead,
   * same body shape, with the paging in headers: `X-Total-Count` and a `Link: <...>; rel="next"`
   * naming the following page (with the same filters and order).
   */
  router.get(
    '/summaries/published',
    described(
      {
        summary: 'Published summaries; with any paging parameter, one page of the library',
        query: LIBRARY_PARAMETERS,
        answer: resultOf(PublishedDocument, 'publishedSummaries'),
        answerHeaders: PAGING_HEADERS,
      },
      async (req, res) => {
        const paging = ['limit', 'cursor', 'q', 'length', 'access', 'sort'] as const;
        const query = readQuery(req.query, ['categoryId', ...paging]);
        if (!query.ok) return sendBadRequest(res, query.message);
        const params = query.values;
        const categoryId = params.categoryId || null;
        if (paging.every((name) => params[name] === undefined)) {
          return reads.send(req, res, {
            query: PublishedDocument,
            variables: { categoryId },
            select: (d) => d.publishedSummaries,
          });
        }
        const limit = params.limit === undefined ? undefined : Number(params.limit);
        if (limit !== undefined && !Number.isSafeInteger(limit)) {
          return sendBadRequest(res, 'limit must be an integer');
        }
        for (const [name, allowed] of Object.entries(LIBRARY_CHOICES)) {
          const value = params[name as keyof typeof LIBRARY_CHOICES];
          if (value !== undefined && !(allowed as readonly string[]).includes(value)) {
            return sendBadRequest(res, `${name} must be one of ${allowed.join(', ')}`);
          }
        }
        await reads.send(req, res, {
          query: PublishedPageDocument,
          variables: {
            categoryId,
            q: params.q ?? null,
            limit,
            cursor: params.cursor || null,
            length: asEnum<LibraryLength>(params.length),
            access: asEnum<LibraryAccess>(params.access),
            sort: asEnum<LibrarySort>(params.sort),
          },
          select: (d) => d.summaryPage.items,
          headers: ({ summaryPage }) => pagingHeaders(req, params, summaryPage),
        });
      },
    ),
  );

  /**
   * Search by what the summaries say (the catalog's `search`): `q` in web-search syntax, `first`
   * results (1-50, default 10), `after` the previous answer's `nextCursor`. Each result carries
   * its summary, a snippet (escaped HTML, matched words in <mark>) and the section it quotes.
   */
  router.get(
    '/search',
    described(
      {
        summary: 'Search what the summaries say',
        query: SEARCH_QUERY_PARAMETERS,
        answer: objectOf({
          results: resultOf(SearchDocument, 'search.edges'),
          didYouMean: resultOf(SearchDocument, 'search.didYouMean'),
          nextCursor: resultOf(SearchDocument, 'search.pageInfo.endCursor'),
        }),
      },
      async (req, res) => {
        const query = readSearchQuery(req.query);
        if (!query.ok) return sendBadRequest(res, query.message);
        await reads.send(req, res, {
          query: SearchDocument,
          variables: query.search,
          select: ({ search }) => ({
            results: search.edges,
            didYouMean: search.didYouMean,
            nextCursor: search.pageInfo.endCursor,
          }),
        });
      },
    ),
  );

  /** A summary's read by its id: Summary not found (404) when there is none to show. */
  const summaryRoute = <TData>(
    path: string,
    summary: string,
    query: TypedDocumentNode<TData, { id: string }>,
    answerPath: string,
    select: (data: TData) => unknown,
  ) =>
    router.get(
      path,
      described({ summary, answer: resultOf(query, answerPath) }, (req, res) =>
        reads.send(req, res, {
          query,
          variables: { id: req.params.id as string },
          select,
          notFoundMessage: SUMMARY_NOT_FOUND,
        }),
      ),
    );

  summaryRoute(
    '/summaries/:id',
    'A summary; its content is the preview unless the caller may read it in full',
    SummaryDocument,
    'summary',
    (d) => d.summary,
  );
  summaryRoute(
    '/summaries/:id/preview',
    'A summary with its preview (the first two non-empty lines) as its content',
    SummaryPreviewDocument,
    'summary',
    (d) => d.summary,
  );
  summaryRoute(
    '/summaries/:id/sections',
    "A summary's sections; a locked section's content is null",
    SummarySectionsDocument,
    'summary.sections',
    ({ summary }) => summary?.sections,
  );

  return router;
}
