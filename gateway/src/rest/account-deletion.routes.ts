import { Router } from 'express';
import { ACCESS_ERROR_MESSAGES, AccessErrorCode } from '@distill/contracts';
import type { GraphQLExecutor } from '../graphql/graphql-executor.js';
import { clearSessionCookie } from '../identity/session-cookie.js';
import {
  bodyErrorsAsBadRequest,
  jsonBody,
  readBody,
  sameOriginJsonOnly,
  sendBadRequest,
  sendResult,
  sendText,
} from './http.js';
import {
  AccountDeletionDocument,
  CancelAccountDeletionDocument,
  RequestAccountDeletionDocument,
} from './operations.generated.js';
import {
  bodyOfFields,
  constant,
  described,
  objectOf,
  resultOf,
} from '../openapi/route-description.js';

/** The request body's fields, as the route checks them (nothing else is accepted). */
const DELETION_REQUEST_BODY = {
  confirmation: 'string',
  password: 'string',
  providerIdToken: 'string',
} as const;

const CANCELLED_MESSAGE = 'Your account will not be deleted';

export interface AccountDeletionRoutesOptions {
  graphql: GraphQLExecutor;
  trustedOrigins: ReadonlySet<string>;
  production: boolean;
}

/**
 * "Delete my account" (issue 45), each route one operation of identity, which decides: a wrong
 * password, provider sign-in or confirmation 400, a second request 409, an admin 403, visitors
 * 401, nothing scheduled to cancel 404.
 */
export function accountDeletionRoutes({
  graphql,
  trustedOrigins,
  production,
}: AccountDeletionRoutesOptions): Router {
  const router = Router();
  const stateChanging = [sameOriginJsonOnly(trustedOrigins), jsonBody()];

  /** `{ graceDays, pendingDeletion: { requestedAt, eraseAfter } | null }` for the member. */
  router.get(
    '/account-deletion',
    described(
      {
        summary: "The member's scheduled deletion, if any, and the grace period",
        answer: objectOf({
          graceDays: resultOf(AccountDeletionDocument, 'accountDeletionGraceDays'),
          pendingDeletion: resultOf(AccountDeletionDocument, 'viewer.pendingDeletion'),
        }),
      },
      async (req, res) => {
        const result = await graphql.run(req, AccountDeletionDocument);
        if (!result.errors.length && !result.data?.viewer)
          return sendText(res, 401, ACCESS_ERROR_MESSAGES[AccessErrorCode.SignInRequired]);
        sendResult(res, result, (data) => ({
          graceDays: data.accountDeletionGraceDays,
          pendingDeletion: data.viewer?.pendingDeletion ?? null,
        }));
      },
    ),
  );

  /**
   * 201 `{ requestedAt, eraseAfter }`. Every session of the member ended with the request, so
   * the cookie goes too.
   */
  router.post(
    '/account-deletion',
    ...stateChanging,
    described(
      {
        summary: "Delete the member's account after the grace period; signs them out",
        description:
          'The password (or a fresh provider ID token for accounts without one) proves it is ' +
          'the member.',
        body: bodyOfFields(DELETION_REQUEST_BODY, {
          required: ['confirmation'],
          additional: false,
        }),
        status: 201,
        answer: resultOf(RequestAccountDeletionDocument, 'requestAccountDeletion'),
      },
      async (req, res) => {
        const check = readBody(req.body, DELETION_REQUEST_BODY, { strict: true });
        if (!check.ok) return sendBadRequest(res, check.message);
        const { confirmation, password, providerIdToken } = check.values as Record<
          string,
          string | null
        >;
        if (!confirmation) return sendBadRequest(res, 'confirmation is required');
        const result = await graphql.run(req, RequestAccountDeletionDocument, {
          confirmation,
          password: password || null,
          providerIdToken: providerIdToken || null,
        });
        if (!result.errors.length) {
          clearSessionCookie(res, production);
          res.status(201);
        }
        sendResult(res, result, (data) => data.requestAccountDeletion);
      },
    ),
  );

  /** The member, signed in again during the grace period, keeps their account. */
  router.delete(
    '/account-deletion',
    sameOriginJsonOnly(trustedOrigins),
    described(
      {
        summary: 'Keep the account: cancel its scheduled deletion',
        answer: objectOf({ message: constant(CANCELLED_MESSAGE) }),
      },
      async (req, res) => {
        const result = await graphql.run(req, CancelAccountDeletionDocument);
        sendResult(res, result, () => ({ message: CANCELLED_MESSAGE }));
      },
    ),
  );

  router.use(bodyErrorsAsBadRequest);
  return router;
}
