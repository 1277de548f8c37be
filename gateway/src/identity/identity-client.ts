import type { SubscriptionStatus, SubscriptionType } from '@distill/contracts';
import type { FetchFunction } from '@distill/platform';
import { SubgraphClient, SubgraphUnavailableError } from '../graphql/subgraph-client.js';

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

/** Identity could not be reached or answered something that is not GraphQL. */
export class IdentityUnavailableError extends SubgraphUnavailableError {}

/** Identity's subgraph, for the credential operations (`@inaccessible` in the supergraph). */
export class IdentityClient extends SubgraphClient {
  constructor(url: string, internalSecret: string, send: FetchFunction) {
    super(
      url,
      internalSecret,
      'identity',
      send,
      (reason) => new IdentityUnavailableError(`identity ${reason}`),
    );
  }
}

export const IdentityOperations = {
  requestRegistration: `mutation RequestRegistration($email: String!, $password: String!) {
    requestRegistration(email: $email, password: $password) { previewUrl }
  }`,
  confirmRegistration: `mutation ConfirmRegistration($token: String!) {
    confirmRegistration(token: $token) { sessionToken user { ${USER_FIELDS} } }
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
  linkFirebaseAccount: `mutation LinkFirebaseAccount($idToken: String!, $password: String!) {
    linkFirebaseAccount(idToken: $idToken, password: $password) { ${USER_FIELDS} }
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
