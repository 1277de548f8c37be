import express, { type Request, type Response, Router } from 'express';
import type { GraphQLExecutor } from '../graphql/graphql-executor.js';
import { bodyErrorsAsBadRequest, readQuery, sendBadRequest, sendResult } from './http.js';
import { UnsubscribeReviewEmailsDocument } from './operations.generated.js';
import { constant, described, objectOf, text } from '../openapi/route-description.js';

/**
 * The review e-mail's one-click unsubscribe (RFC 8058): the URL of its `List-Unsubscribe`
 * header. Mail providers POST `List-Unsubscribe=One-Click` to it from their own servers, so it
 * needs neither a session nor a same-origin request: the signed token in the URL is the
 * authority, and it can only turn that member's review e-mails off. A GET (a link scanner, a
 * preview) changes nothing: the e-mail's visible link leads to the preferences page instead.
 */
export function reviewEmailRoutes(graphql: GraphQLExecutor): Router {
  const router = Router();
  router.post(
    '/review-emails/unsubscribe',
    express.urlencoded({ extended: false, limit: '1kb' }),
    bodyErrorsAsBadRequest,
    described(
      {
        summary: "One-click unsubscribe from the review e-mails (RFC 8058), by the e-mail's token",
        query: {
          token: { schema: text(), description: "The e-mail's signed token", required: true },
        },
        body: objectOf({ 'List-Unsubscribe': constant('One-Click') }),
        bodyMedia: 'application/x-www-form-urlencoded',
        answer: objectOf({ unsubscribed: constant(true) }),
      },
      async (req: Request, res: Response) => {
        const query = readQuery(req.query, ['token']);
        if (!query.ok) return sendBadRequest(res, query.message);
        if (!query.values.token) return sendBadRequest(res, 'token is required');
        sendResult(
          res,
          await graphql.run(req, UnsubscribeReviewEmailsDocument, { token: query.values.token }),
          () => ({ unsubscribed: true }),
        );
      },
    ),
  );
  return router;
}
