import express, { type Request, type Response, Router } from 'express';
import { GENERIC_ERROR_MESSAGE } from '@distill/platform';
import type { GraphQLExecutor } from '../graphql/graphql-executor.js';
import type { SubgraphClient } from '../graphql/subgraph-client.js';
import {
  bodyErrorsAsBadRequest,
  readQuery,
  sendBadRequest,
  sendGraphQLError,
  sendResult,
} from './http.js';
import { UnsubscribeReviewEmailsDocument } from './operations.generated.js';
import { constant, described, objectOf, resultOf, text } from '../openapi/route-description.js';

/**
 * The review e-mail's one-click unsubscribe (RFC 8058): the URL of its `List-Unsubscribe`
 * header. Mail providers POST `List-Unsubscribe=One-Click` to it from their own servers, so it
 * needs neither a session nor a same-origin request: the signed token in the URL is the
 * authority, and it can only turn that member's review e-mails off. A GET (a link scanner, a
 * preview) changes nothing: the e-mail's visible link leads to the preferences page instead.
 */
const RECEIVE_EMAIL_WEBHOOK = `mutation ReceiveEmailWebhook($payloadBase64: String!, $signature: String!) {
  receiveEmailWebhook(payloadBase64: $payloadBase64, signature: $signature) { matched }
}`;

/** A bounce or complaint notice is a few hundred bytes. */
const EMAIL_WEBHOOK_BODY_LIMIT = '16kb';

export function reviewEmailRoutes(graphql: GraphQLExecutor, identity: SubgraphClient): Router {
  const router = Router();

  /**
   * The mail provider's bounces and complaints (docs/api.md): the exact bytes go to identity,
   * which checks the `Distill-Signature` (EMAIL_WEBHOOK_SECRET) and turns the member's e-mails
   * off. No session and no origin check: the signature is the authority.
   */
  router.post(
    '/webhooks/email',
    express.raw({ type: () => true, limit: EMAIL_WEBHOOK_BODY_LIMIT }),
    bodyErrorsAsBadRequest,
    described(
      {
        summary:
          "The mail provider's bounces and complaints: the notice's exact bytes, signed (`Distill-Signature`)",
        body: text('A bounce or complaint notice (docs/api.md)'),
        bodyMedia: 'application/json',
        answer: objectOf({
          received: constant(true),
          matched: resultOf(RECEIVE_EMAIL_WEBHOOK, 'receiveEmailWebhook.matched'),
        }),
      },
      async (req: Request, res: Response) => {
        const signature = req.header('distill-signature');
        if (!signature) return sendBadRequest(res, 'Missing Distill-Signature header');
        const payload = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const { value, error } = await identity.call<{ matched: boolean }>(
          RECEIVE_EMAIL_WEBHOOK,
          'receiveEmailWebhook',
          { payloadBase64: payload.toString('base64'), signature },
        );
        if (error || !value)
          return sendGraphQLError(res, error ?? { message: GENERIC_ERROR_MESSAGE });
        res.json({ received: true, matched: value.matched });
      },
    ),
  );

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
