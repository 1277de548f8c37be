import type { GraphQLFormattedError } from 'graphql';
import {
  ANONYMOUS_VIEWER,
  CORRELATION_ID_HEADER,
  type SubscriptionStatus,
  type SubscriptionType,
  VIEWER_CONTEXT_HEADER,
  type Viewer,
} from '@distill/contracts';
import { currentCorrelationId, signViewerContext } from '@distill/platform';

/** The user fields the REST facade answers with (spec section 3, without credentials). */
export const USER_FIELDS = `id email role firstName lastName profileImageUrl firebaseUid authProvider
  subscriptionStatus subscriptionType createdAt updatedAt`;

export interface IdentityUser {
  id: string;
  email: string;
  role: string;
  subscriptionStatus: SubscriptionStatus;
  subscriptionType: SubscriptionType;
  [field: string]: unknown;
}

export interface IdentityResult<TData> {
  data: TData | null;
  errors: readonly GraphQLFormattedError[];
}

/** Identity could not be reached or answered something that is not GraphQL. */
export class IdentityUnavailableError extends Error {}

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Calls the identity subgraph directly for the credential operations, which are `@inaccessible`
 * in the supergraph. Every call carries a signed viewer context, like any subgraph request, with
 * the end user's address for identity's per-address sign-in limit.
 */
export class IdentityClient {
  constructor(
    private readonly url: string,
    private readonly internalSecret: string,
  ) {}

  async execute<TData>(
    query: string,
    variables: Record<string, unknown>,
    options: { viewer?: Viewer; clientAddress?: string | null } = {},
  ): Promise<IdentityResult<TData>> {
    const viewerToken = await signViewerContext(
      options.viewer ?? ANONYMOUS_VIEWER,
      this.internalSecret,
      {
        clientAddress: options.clientAddress ?? null,
      },
    );
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      [VIEWER_CONTEXT_HEADER]: viewerToken,
    };
    const correlationId = currentCorrelationId();
    if (correlationId) headers[CORRELATION_ID_HEADER] = correlationId;
    let body: { data?: TData | null; errors?: GraphQLFormattedError[] };
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      body = (await response.json()) as typeof body;
    } catch (error) {
      throw new IdentityUnavailableError(`identity unavailable: ${(error as Error).message}`);
    }
    if (!body || (body.data === undefined && !body.errors)) {
      throw new IdentityUnavailableError('identity answered without data or errors');
    }
    return { data: body.data ?? null, errors: body.errors ?? [] };
  }

  /** Raw value of `field` or throws; GraphQL errors are returned for the caller to map. */
  async call<TValue>(
    query: string,
    field: string,
    variables: Record<string, unknown>,
    options: { viewer?: Viewer; clientAddress?: string | null } = {},
  ): Promise<{ value: TValue | null; error: GraphQLFormattedError | null }> {
    const result = await this.execute<Record<string, TValue | null>>(query, variables, options);
    const [error] = result.errors;
    if (error) return { value: null, error };
    return { value: result.data?.[field] ?? null, error: null };
  }
}

export const IdentityOperations = {
  register: `mutation Register($email: String!, $password: String!) {
    registerWithPassword(email: $email, password: $password) { sessionToken user { ${USER_FIELDS} } }
  }`,
  signIn: `mutation SignIn($email: String!, $password: String!) {
    signInWithPassword(email: $email, password: $password) { sessionToken user { ${USER_FIELDS} } }
  }`,
  signOut: `mutation SignOut($sessionToken: String!) { signOut(sessionToken: $sessionToken) }`,
  viewerForSession: `query ViewerForSession($sessionToken: String!) {
    viewerForSession(sessionToken: $sessionToken) { ${USER_FIELDS} }
  }`,
  signInWithFirebase: `mutation SignInWithFirebase($idToken: String!) {
    signInWithFirebase(idToken: $idToken) { ${USER_FIELDS} }
  }`,
  requestPasswordReset: `mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) { previewUrl }
  }`,
  confirmPasswordReset: `mutation ConfirmPasswordReset($token: String!, $newPassword: String!) {
    confirmPasswordReset(token: $token, newPassword: $newPassword)
  }`,
  emailPreview: `query EmailPreview($id: ID!) {
    emailPreview(id: $id) { id recipient subject textBody htmlBody createdAt }
  }`,
} as const;
