import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type Request, type Response, Router } from 'express';
import { getOperationAST } from 'graphql';
import type { GraphQLExecutor } from '../graphql/graphql-executor.js';
import type { PersonalReadCache } from '../caching/personal-read-cache.js';
import {
  bodyErrorsAsBadRequest,
  isJsonObject,
  jsonBody,
  sameOriginJsonOnly,
  sendBadRequest,
  sendResult,
} from './http.js';
import {
  AddFavoriteDocument,
  FavoritesDocument,
  ReadingProgressListDocument,
  ReadingStatsDocument,
  RecordReadingProgressDocument,
  RemoveFavoriteDocument,
  SummaryReadingProgressDocument,
} from './operations.generated.js';
import { described, integer, objectOf, resultOf, text } from '../openapi/route-description.js';

/** Stats are counted in UTC days unless the client names the member's time zone. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** Spec section 3 allows the progress as a number or a numeric string ("50", "12.5"). */
const NUMERIC_STRING = /^\s*-?\d+(\.\d+)?\s*$/;

/** Lists leave out entries whose summary the catalog no longer shows the viewer. */
type Item = { summary: unknown };

/**
 * The reading routes of spec section 7 (favourites, progress, stats), each one GraphQL
 * operation; the reading subgraph decides access and answers the summaries' cards. A
 * member's reads are answered from their personal read cache when it holds them.
 */
export function readingRoutes(
  graphql: GraphQLExecutor,
  personalReads: PersonalReadCache,
  trustedOrigins: ReadonlySet<string>,
): Router {
  const router = Router();
  const stateChanging = [sameOriginJsonOnly(trustedOrigins), jsonBody()];
  const withSummary = (items: Item[]) => items.filter((item) => item.summary !== null);

  /** A read of the viewer's own data: a successful answer is kept for them alone. */
  const personalRead = async <TData, TVariables extends Record<string, unknown>>(
    req: Request,
    res: Response,
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
    select: (data: TData) => unknown,
  ) =>
    personalReads.serve(
      res,
      await graphql.viewerOf(req),
      getOperationAST(document)!.name!.value,
      variables,
      async () => {
        const result = await graphql.run(req, document, variables);
        const value = result.errors.length === 0 && result.data ? select(result.data) : null;
        if (value === null || value === undefined) {
          return { answer: (response: Response) => sendResult(response, result, select) };
        }
        return { json: JSON.stringify(value) };
      },
    );

  router.get(
    '/reading-progress',
    described(
      {
        summary: "The member's reading progress, most recent first",
        answer: resultOf(ReadingProgressListDocument, 'readingProgress'),
      },
      (req, res) =>
        personalRead(req, res, ReadingProgressListDocument, {}, (data) =>
          withSummary(data.readingProgress),
        ),
    ),
  );

  router.get(
    '/reading-progress/:summaryId',
    described(
      {
        summary: "The member's progress in one summary (null before they start it)",
        answer: resultOf(SummaryReadingProgressDocument, 'summaryReadingProgress'),
      },
      (req, res) =>
        personalRead(
          req,
          res,
          SummaryReadingProgressDocument,
          { summaryId: req.params.summaryId as string },
          (data) => data.summaryReadingProgress,
        ),
    ),
  );

  router.post(
    '/reading-progress',
    ...stateChanging,
    described(
      {
        summary: 'Record how far the member has read (never moves backwards)',
        body: objectOf(
          {
            summaryId: text(),
            progressPercentage: {
              type: ['number', 'string'],
              description: 'A number from 0 to 100, or the same as a numeric string ("12.5")',
            },
            sectionIndex: integer(),
          },
          { optional: ['sectionIndex'] },
        ),
        answer: resultOf(RecordReadingProgressDocument, 'recordReadingProgress'),
      },
      async (req, res) => {
        const input = progressInputOf(req.body);
        if (typeof input === 'string') return sendBadRequest(res, input);
        sendResult(
          res,
          await graphql.run(req, RecordReadingProgressDocument, { input }),
          (data) => data.recordReadingProgress,
        );
      },
    ),
  );

  router.get(
    '/user/stats',
    described(
      {
        summary: "The member's reading stats: counts, streaks, achievements",
        query: {
          tz: { schema: text(), description: 'IANA time zone that days count in (default UTC)' },
        },
        answer: resultOf(ReadingStatsDocument, 'readingStats'),
      },
      async (req, res) => {
        const { tz } = req.query;
        if (tz !== undefined && typeof tz !== 'string') {
          return sendBadRequest(res, 'tz must be a single value');
        }
        return personalRead(
          req,
          res,
          ReadingStatsDocument,
          { timeZone: tz ?? DEFAULT_TIME_ZONE },
          (data) => data.readingStats,
        );
      },
    ),
  );

  router.get(
    '/favorites',
    described(
      { summary: "The member's favourites", answer: resultOf(FavoritesDocument, 'favorites') },
      (req, res) =>
        personalRead(req, res, FavoritesDocument, {}, (data) => withSummary(data.favorites)),
    ),
  );

  router.post(
    '/favorites',
    ...stateChanging,
    described(
      {
        summary: 'Add a summary to the favourites',
        body: objectOf({ summaryId: text() }),
        status: 201,
        answer: resultOf(AddFavoriteDocument, 'addFavorite'),
      },
      async (req, res) => {
        const summaryId = summaryIdOf(req.body);
        if (summaryId === null) return sendBadRequest(res, 'summaryId is required');
        const result = await graphql.run(req, AddFavoriteDocument, { summaryId });
        if (!result.errors.length) res.status(201);
        sendResult(res, result, (data) => data.addFavorite);
      },
    ),
  );

  router.delete(
    '/favorites/:summaryId',
    sameOriginJsonOnly(trustedOrigins),
    described(
      { summary: 'Remove a summary from the favourites', answer: null },
      async (req: Request<{ summaryId: string }>, res) => {
        const result = await graphql.run(req, RemoveFavoriteDocument, {
          summaryId: req.params.summaryId,
        });
        if (!result.errors.length) return void res.status(204).end();
        sendResult(res, result, (data) => data.removeFavorite);
      },
    ),
  );

  router.use(bodyErrorsAsBadRequest);
  return router;
}

function summaryIdOf(body: unknown): string | null {
  const value = isJsonObject(body) ? body.summaryId : undefined;
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The recordReadingProgress input from a JSON body, or the 400 message. */
function progressInputOf(
  body: unknown,
): { summaryId: string; progressPercentage: number; sectionIndex?: number } | string {
  if (!isJsonObject(body))
    return 'Request body must be a JSON object with summaryId and progressPercentage';
  const summaryId = summaryIdOf(body);
  if (summaryId === null) return 'summaryId is required';
  const raw = body.progressPercentage;
  const progressPercentage =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && NUMERIC_STRING.test(raw)
        ? Number(raw)
        : NaN;
  if (!Number.isFinite(progressPercentage)) return 'progressPercentage must be a number';
  const { sectionIndex } = body;
  // GraphQL's Int is 32-bit; the reading service checks the real range.
  if (
    sectionIndex !== undefined &&
    !(Number.isInteger(sectionIndex) && Math.abs(sectionIndex as number) < 2 ** 31)
  ) {
    return 'sectionIndex must be a whole number';
  }
  return sectionIndex === undefined
    ? { summaryId, progressPercentage }
    : { summaryId, progressPercentage, sectionIndex: sectionIndex as number };
}
