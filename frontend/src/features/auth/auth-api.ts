import { RestError, restJson, restRequest } from '../../lib/rest-client';
import type { User } from './auth-types';

/*
 * REST, not GraphQL: these gateway routes set, refresh or clear the session cookie (and run
 * before Apollo is loaded: sign-in pages and the landing carry no GraphQL client).
 */

interface UserAnswer {
  user: User;
}

export interface ResetRequestAnswer {
  message: string;
  /** Development only: the kept e-mail's page (spec section 2, simple auth page). */
  previewUrl?: string;
}

export async function simpleLogin(email: string, password: string): Promise<User> {
  const body = { email, password };
  return (await restJson<UserAnswer>('/api/simple-login', { method: 'POST', body })).user;
}

/** The one answer to every well-formed registration: the account waits for the e-mail's link. */
export interface RegisterAnswer {
  message: string;
  /** Development only: the kept e-mail's page. */
  previewUrl: string | null;
}

export function simpleRegister(email: string, password: string): Promise<RegisterAnswer> {
  return restJson<RegisterAnswer>('/api/simple-register', {
    method: 'POST',
    body: { email, password },
  });
}

/** The link of the registration e-mail: creates the account and signs it in. */
export async function confirmRegistration(token: string): Promise<User> {
  const body = { token };
  return (await restJson<UserAnswer>('/api/simple-register/confirm', { method: 'POST', body }))
    .user;
}

export async function simpleLogout(): Promise<void> {
  await restRequest('/api/simple-logout', { method: 'POST' });
}

export function requestPasswordReset(email: string): Promise<ResetRequestAnswer> {
  return restJson<ResetRequestAnswer>('/api/simple-reset-password', {
    method: 'POST',
    body: { email },
  });
}

export async function confirmPasswordReset(token: string, newPassword: string): Promise<void> {
  await restRequest('/api/simple-confirm-reset', { method: 'POST', body: { token, newPassword } });
}

/** The server's record of the identity-provider user the ID token belongs to. */
export function fetchFirebaseUser(idToken: string): Promise<User> {
  return restJson<User>('/api/firebase/user', { headers: { Authorization: `Bearer ${idToken}` } });
}

/** Identity's answer when a password account holds the e-mail of a provider sign-in. */
export const LINK_REQUIRED_MESSAGE =
  'An account with this email already exists. Sign in with your password to link it.';

export function isLinkRequired(error: unknown): boolean {
  return (
    error instanceof RestError &&
    error.status === 409 &&
    serverMessageOf(error) === LINK_REQUIRED_MESSAGE
  );
}

/** Identity refuses a provider sign-in whose e-mail the provider has not verified (403). */
export function isEmailNotVerified(error: unknown): boolean {
  return error instanceof RestError && error.status === 403;
}

/**
 * Who is signed in, refreshing the session cookie: `{ user: null }` for a visitor, so a
 * visitor's page logs no failed request.
 */
export async function fetchSessionUser(): Promise<User | null> {
  return (await restJson<{ user: User | null }>('/api/session')).user;
}

/**
 * The server's words from an API error ("401: Invalid email or password" -> "Invalid email or
 * password"), or null when there are none (network failure, empty body).
 */
export function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof RestError)) return null;
  const prefix = `${error.status}: `;
  const text = error.message.startsWith(prefix)
    ? error.message.slice(prefix.length)
    : error.message;
  return text.trim() || null;
}
