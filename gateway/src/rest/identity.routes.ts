import { Router, type Request, type Response } from 'express';
import { ACCESS_ERROR_MESSAGES, AccessErrorCode } from '@distill/contracts';
import { GENERIC_ERROR_MESSAGE } from '@distill/platform';
import escapeHtml from 'escape-html';
import type { GraphQLExecutor } from '../graphql/graphql-executor.js';
import {
  type IdentityClient,
  IdentityOperations,
  IdentityUnavailableError,
  type IdentityUser,
} from '../identity/identity-client.js';
import {
  clientAddressOf,
  type IdentityViewerResolver,
  isLoopbackClient,
  memberViewerOf,
} from '../identity/identity-viewer-resolver.js';
import {
  bodyErrorsAsBadRequest,
  jsonBody,
  readFields,
  sameOriginJsonOnly,
  sendGraphQLError,
  sendResult,
  sendText,
} from './http.js';
import { UsersDocument, ViewerDocument } from './operations.generated.js';
import {
  bodyOfFields,
  constant,
  described,
  nullable,
  objectOf,
  resultOf,
  text,
} from '../openapi/route-description.js';
import { sessionViewer } from './session-viewer.js';
import {
  bearerTokenOf,
  clearSessionCookie,
  sessionTokenOf,
  setSessionCookie,
} from '../identity/session-cookie.js';

/** Spec section 8: the one answer to every reset request. */
export const RESET_REQUEST_MESSAGE =
  "If an account with that email exists, you'll receive a password reset link.";
/** The one answer to every well-formed registration. */
export const REGISTER_REQUEST_MESSAGE = 'Check your e-mail to finish creating your account.';
const UNAUTHORIZED = ACCESS_ERROR_MESSAGES[AccessErrorCode.SignInRequired];
const IDENTITY_UNAVAILABLE = 'Sign-in is temporarily unavailable. Please try again.';

export interface IdentityRoutesOptions {
  identity: IdentityClient;
  viewers: IdentityViewerResolver;
  graphql: GraphQLExecutor;
  production: boolean;
  trustedOrigins: ReadonlySet<string>;
  sessionMaxAgeMs: number;
}

/** The fields each credential route reads from its body: they check it and describe it. */
const CREDENTIALS = ['email', 'password'] as const;
const CONFIRM_FIELDS = ['token'] as const;
const LINK_FIELDS = ['password'] as const;
const RESET_REQUEST_FIELDS = ['email'] as const;
const RESET_CONFIRM_FIELDS = ['token', 'newPassword'] as const;

/** A route's answer of `{ user }` as identity's session grant carries it. */
const SESSION_GRANT_ANSWER = objectOf({
  user: resultOf(IdentityOperations.signIn, 'signInWithPassword.user'),
});
const MESSAGE_ANSWER = (message: string) => objectOf({ message: constant(message) });

interface SessionGrant {
  sessionToken: string;
  user: IdentityUser;
}

/**
 * The identity routes of spec section 7 (simple sign-in, Firebase user and account linking, admin
 * users, e-mail previews).
 */
export function identityRoutes(options: IdentityRoutesOptions): Router {
  const { identity, viewers, graphql, production, sessionMaxAgeMs } = options;
  const router = Router();
  const stateChanging = [sameOriginJsonOnly(options.trustedOrigins), jsonBody()];
  /**
   * A kept e-mail holds a working reset link: only the developer at this machine may read it.
   * Identity keeps none in production or with SMTP_URL set (then it never offers a preview).
   */
  const mayReadEmailPreviews = (req: Request) => !production && isLoopbackClient(req);

  /**
   * An identity operation that answers a session grant (a sign-in, a confirmed registration):
   * the cookie, the viewer remembered for it, and `{ user }`.
   */
  async function startSession(
    req: Request,
    res: Response,
    operation: 'signIn' | 'confirmRegistration',
    fieldNames: readonly string[],
    status: number,
  ) {
    const fields = readFields(req.body, fieldNames);
    if (!fields.ok) return sendText(res, 400, fields.message);
    const mark = await viewers.markBeforeResolving();
    const { value, error } = await identity.call<SessionGrant>(
      IdentityOperations[operation],
      operation === 'signIn' ? 'signInWithPassword' : 'confirmRegistration',
      fields.values,
      { clientAddress: clientAddressOf(req) },
    );
    if (error || !value) return sendGraphQLError(res, error ?? { message: GENERIC_ERROR_MESSAGE });
    await viewers.remember('session', value.sessionToken, memberViewerOf(value.user), mark);
    setSessionCookie(res, value.sessionToken, production, sessionMaxAgeMs);
    res.status(status).json({ user: value.user });
  }

  /**
   * Issue 40 item 9: the same answer for every well-formed request, whether or not the address
   * has an account (its owner gets a "you already have an account" mail instead of the link).
   */
  router.post(
    '/simple-register',
    ...stateChanging,
    described(
      {
        summary: 'Start a registration: a link to finish it goes to the e-mail address',
        description: 'The same answer whether or not the address already has an account.',
        body: bodyOfFields(CREDENTIALS),
        status: 202,
        answer: objectOf({
          user: constant(null),
          message: constant(REGISTER_REQUEST_MESSAGE),
          previewUrl: nullable(text('Development only, to this machine: the kept e-mail')),
        }),
      },
      async (req, res) => {
        const fields = readFields(req.body, CREDENTIALS);
        if (!fields.ok) return sendText(res, 400, fields.message);
        const { value, error } = await identity.call<{ previewUrl: string | null }>(
          IdentityOperations.requestRegistration,
          'requestRegistration',
          fields.values,
          { clientAddress: clientAddressOf(req) },
        );
        if (error) return sendGraphQLError(res, error);
        const previewUrl = mayReadEmailPreviews(req) ? (value?.previewUrl ?? null) : null;
        res.status(202).json({ user: null, message: REGISTER_REQUEST_MESSAGE, previewUrl });
      },
    ),
  );

  /** The link of the registration mail: creates the account and signs it in, as sign-in does. */
  router.post(
    '/simple-register/confirm',
    ...stateChanging,
    described(
      {
        summary: "Finish a registration with the e-mail's token: the account, signed in",
        body: bodyOfFields(CONFIRM_FIELDS),
        status: 201,
        answer: SESSION_GRANT_ANSWER,
      },
      (req, res) => startSession(req, res, 'confirmRegistration', CONFIRM_FIELDS, 201),
    ),
  );
  router.post(
    '/simple-login',
    ...stateChanging,
    described(
      {
        summary: 'Sign in with e-mail and password: sets the session cookie',
        body: bodyOfFields(CREDENTIALS),
        answer: SESSION_GRANT_ANSWER,
      },
      (req, res) => startSession(req, res, 'signIn', CREDENTIALS, 200),
    ),
  );

  router.post(
    '/simple-logout',
    ...stateChanging,
    described(
      { summary: 'Sign out: ends the session', answer: MESSAGE_ANSWER('Logged out') },
      async (req, res) => {
        const token = sessionTokenOf(req);
        if (token) {
          const { error } = await identity.call<string>(IdentityOperations.signOut, 'signOut', {
            sessionToken: token,
          });
          if (error) return sendGraphQLError(res, error);
          await viewers.forget('session', token);
        }
        clearSessionCookie(res, production);
        res.json({ message: 'Logged out' });
      },
    ),
  );

  /** The signed-in user (cookie or bearer token); null for a visitor. Slides the cookie's lifetime. */
  const viewerOf = (req: Request, res: Response) =>
    sessionViewer(graphql, viewers, req, res, { production, sessionMaxAgeMs });

  /** Spec section 7: the user, or 401 for a visitor. */
  async function currentUser(req: Request, res: Response) {
    const result = await viewerOf(req, res);
    if (!result.errors.length && !result.data?.viewer) return sendText(res, 401, UNAUTHORIZED);
    sendResult(res, result, (data) => data.viewer);
  }

  const currentUserDescription = {
    summary: 'The signed-in user (session cookie or bearer token); 401 for a visitor',
    answer: resultOf(ViewerDocument, 'viewer'),
  };
  router.get('/simple-user', described(currentUserDescription, currentUser));
  router.get('/auth/user', described(currentUserDescription, currentUser));

  /**
   * The web client's "who am I": `{ user }`, with `user: null` for a visitor, so a visitor's
   * page logs no failed request (the spec's routes above answer 401 there).
   */
  router.get(
    '/session',
    described(
      {
        summary: 'Who is signed in: `{ user }`, null for a visitor',
        answer: objectOf({ user: resultOf(ViewerDocument, 'viewer') }),
      },
      async (req, res) => {
        const result = await viewerOf(req, res);
        sendResult(res, result, (data) => ({ user: data.viewer ?? null }));
      },
    ),
  );

  /**
   * A Firebase sign-in (`GET /api/firebase/user`), or with `POST /api/firebase/link` the same
   * sign-in joined to the password account of its e-mail, proven by that account's password.
   * Either answers the user and remembers the token's viewer.
   */
  async function firebaseSignIn(
    req: Request,
    res: Response,
    operation: 'signInWithFirebase' | 'linkFirebaseAccount',
    variables: Record<string, string>,
  ) {
    const idToken = bearerTokenOf(req);
    if (!idToken) return sendText(res, 401, UNAUTHORIZED);
    const mark = await viewers.markBeforeResolving();
    const { value, error } = await identity.call<IdentityUser>(
      IdentityOperations[operation],
      operation,
      { idToken, ...variables },
      { clientAddress: clientAddressOf(req) },
    );
    if (error || !value)
      return sendGraphQLError(
        res,
        error ?? { message: UNAUTHORIZED, extensions: { code: 'UNAUTHENTICATED' } },
      );
    await viewers.remember('firebase', idToken, memberViewerOf(value), mark);
    res.json(value);
  }

  router.get(
    '/firebase/user',
    described(
      {
        summary: 'Sign in with a Firebase ID token (`Authorization: Bearer`): the user',
        answer: resultOf(IdentityOperations.signInWithFirebase, 'signInWithFirebase'),
      },
      (req, res) => firebaseSignIn(req, res, 'signInWithFirebase', {}),
    ),
  );

  router.post(
    '/firebase/link',
    ...stateChanging,
    described(
      {
        summary:
          "Join a Firebase sign-in to the password account of its e-mail (that account's password)",
        body: bodyOfFields(LINK_FIELDS),
        answer: resultOf(IdentityOperations.linkFirebaseAccount, 'linkFirebaseAccount'),
      },
      (req, res) => {
        const fields = readFields(req.body, LINK_FIELDS);
        if (!fields.ok) return sendText(res, 400, fields.message);
        return firebaseSignIn(req, res, 'linkFirebaseAccount', fields.values);
      },
    ),
  );

  router.post(
    '/simple-reset-password',
    ...stateChanging,
    described(
      {
        summary: 'Ask for a password reset link by e-mail',
        description: 'The same answer whether or not the address has an account.',
        body: bodyOfFields(RESET_REQUEST_FIELDS),
        answer: objectOf(
          {
            message: constant(RESET_REQUEST_MESSAGE),
            previewUrl: text('Development only, to this machine: the kept e-mail'),
          },
          { optional: ['previewUrl'] },
        ),
      },
      async (req, res) => {
        const fields = readFields(req.body, RESET_REQUEST_FIELDS);
        if (!fields.ok) return sendText(res, 400, fields.message);
        const { value, error } = await identity.call<{ previewUrl: string | null }>(
          IdentityOperations.requestPasswordReset,
          'requestPasswordReset',
          fields.values,
          { clientAddress: clientAddressOf(req) },
        );
        if (error) return sendGraphQLError(res, error);
        const previewUrl = mayReadEmailPreviews(req) ? value?.previewUrl : null;
        res.json(
          previewUrl
            ? { message: RESET_REQUEST_MESSAGE, previewUrl }
            : { message: RESET_REQUEST_MESSAGE },
        );
      },
    ),
  );

  router.post(
    '/simple-confirm-reset',
    ...stateChanging,
    described(
      {
        summary: "Set a new password with the reset e-mail's token; ends every session",
        body: bodyOfFields(RESET_CONFIRM_FIELDS),
        answer: MESSAGE_ANSWER('Password updated'),
      },
      async (req, res) => {
        const fields = readFields(req.body, RESET_CONFIRM_FIELDS);
        if (!fields.ok) return sendText(res, 400, fields.message);
        const { value: userId, error } = await identity.call<string>(
          IdentityOperations.confirmPasswordReset,
          'confirmPasswordReset',
          fields.values,
          { clientAddress: clientAddressOf(req) },
        );
        if (error || !userId)
          return sendGraphQLError(res, error ?? { message: GENERIC_ERROR_MESSAGE });
        // Every session of the user was revoked: no cached viewer may outlive them.
        await viewers.forgetUser(userId);
        res.json({ message: 'Password updated' });
      },
    ),
  );

  router.get(
    '/admin/users',
    described(
      { summary: 'Every user (admins only)', answer: resultOf(UsersDocument, 'users') },
      async (req, res) => {
        sendResult(res, await graphql.run(req, UsersDocument), (data) => data.users);
      },
    ),
  );

  router.get(
    '/dev/emails/:id',
    described(
      {
        summary: 'Development only, to this machine: a kept e-mail as a page',
        answer: null,
        answerMedia: 'text/html',
      },
      async (req, res) => {
        if (!mayReadEmailPreviews(req)) return sendText(res, 404, 'Not found');
        const { value, error } = await identity.call<EmailPreview>(
          IdentityOperations.emailPreview,
          'emailPreview',
          {
            id: req.params.id,
          },
        );
        if (error || !value)
          return sendGraphQLError(
            res,
            error ?? { message: 'Not found', extensions: { code: 'NOT_FOUND' } },
          );
        res.type('html').send(emailPreviewPage(value));
      },
    ),
  );

  router.use(bodyErrorsAsBadRequest);
  router.use(((error, _req, res, next) => {
    if (error instanceof IdentityUnavailableError) return sendText(res, 503, IDENTITY_UNAVAILABLE);
    next(error);
  }) as import('express').ErrorRequestHandler);
  return router;
}

interface EmailPreview {
  id: string;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  createdAt: string;
}

/** The kept e-mail as a page; the body is identity's own HTML (its values are escaped there). */
function emailPreviewPage(preview: EmailPreview): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Email preview: ${escapeHtml(preview.subject)}</title></head>
<body>
<header>
<p><strong>Development e-mail preview</strong>: this message was kept, not sent.</p>
<p>To: ${escapeHtml(preview.recipient)}<br>Subject: ${escapeHtml(preview.subject)}<br>Date: ${escapeHtml(preview.createdAt)}</p>
</header>
<hr>
<main>
${preview.htmlBody}
</main>
</body>
</html>
`;
}
