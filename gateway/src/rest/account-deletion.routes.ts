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
  router.get('/account-deletion', async (req, res) => {
    const result = await graphql.run(req, AccountDeletionDocument);
    if (!result.errors.length && !result.data?.viewer)
      return sendText(res, 401, ACCESS_ERROR_MESSAGES[AccessErrorCode.SignInRequired]);
    sendResult(res, result, (data) => ({
      graceDays: data.accountDeletionGraceDays,
      pendingDeletion: data.viewer?.pendingDeletion ?? null,
    }));
  });

  /**
   * 201 `{ requestedAt, eraseAfter }`. Every session of the member ended with the request, so
   * the cookie goes too.
   */
  router.post('/account-deletion', ...stateChanging, async (req, res) => {
    const check = readBody(
      req.body,
      { confirmation: 'string', password: 'string', providerIdToken: 'string' },
      { strict: true },
    );
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
  });

  /** The member, signed in again during the grace period, keeps their account. */
  router.delete('/account-deletion', sameOriginJsonOnly(trustedOrigins), async (req, res) => {
    const result = await graphql.run(req, CancelAccountDeletionDocument);
    sendResult(res, result, () => ({ message: 'Your account will not be deleted' }));
  });

  router.use(bodyErrorsAsBadRequest);
  return router;
}
