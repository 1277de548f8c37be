import { Router } from 'express';
import type { GraphQLExecutor } from '../graphql/graphql-executor.js';
import {
  bodyErrorsAsBadRequest,
  jsonBody,
  readBody,
  readQuery,
  sameOriginJsonOnly,
  sendBadRequest,
  sendResult,
} from './http.js';
import { FreePicksDocument, UseFreePickDocument } from './operations.generated.js';
import { described, resultOf, text, variablesOf } from '../openapi/route-description.js';

/**
 * A member's free picks (issue 21), each route one operation of the catalog, which decides:
 * visitors 401, Premium members and admins 409, no picks left 409, a free or unknown summary
 * 400. The month is counted in the member's stored zone (`tz` / `timeZone`, an IANA name, only
 * proposes one: the catalog stores the first and takes another at most once per 24 hours; UTC
 * until one is stored). Answers are personal: `no-store` as all of /api, and never through the
 * public read cache.
 */
export function freePickRoutes(
  graphql: GraphQLExecutor,
  trustedOrigins: ReadonlySet<string>,
): Router {
  const router = Router();

  /**
   * `{month, monthKey, limit, used, left, offered, nextPicksAt, openDays, newPickUnlockedUntil,
   * summaries}`.
   */
  router.get(
    '/free-picks',
    described(
      {
        summary: "The member's free picks this month",
        query: { tz: { schema: text(), description: 'IANA time zone the month counts in' } },
        answer: resultOf(FreePicksDocument, 'freePicks'),
      },
      async (req, res) => {
        const query = readQuery(req.query, ['tz']);
        if (!query.ok) return sendBadRequest(res, query.message);
        sendResult(
          res,
          await graphql.run(req, FreePicksDocument, { timeZone: query.values.tz || null }),
          (data) => data.freePicks,
        );
      },
    ),
  );

  /** 201 with the pick when this call made it; 200 with the same pick when already unlocked. */
  router.post(
    '/free-picks',
    sameOriginJsonOnly(trustedOrigins),
    jsonBody(),
    described(
      {
        summary: 'Unlock a Premium summary with a free pick (201; 200 when already unlocked)',
        body: { ...variablesOf(UseFreePickDocument), additionalProperties: false },
        status: 201,
        answer: resultOf(UseFreePickDocument, 'useFreePick.pick'),
      },
      async (req, res) => {
        const check = readBody(
          req.body,
          { summaryId: 'string', timeZone: 'string' },
          { strict: true },
        );
        if (!check.ok) return sendBadRequest(res, check.message);
        const { summaryId, timeZone } = check.values as {
          summaryId: string | null;
          timeZone: string | null;
        };
        if (!summaryId) return sendBadRequest(res, 'summaryId is required');
        const result = await graphql.run(req, UseFreePickDocument, {
          summaryId,
          timeZone: timeZone || null,
        });
        if (!result.errors.length && result.data?.useFreePick.created) res.status(201);
        sendResult(res, result, (data) => data.useFreePick.pick);
      },
    ),
  );

  router.use(bodyErrorsAsBadRequest);
  return router;
}
