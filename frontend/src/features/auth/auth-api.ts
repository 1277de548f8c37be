import { apiJson, apiRequest, ApiError } from '../../lib/api';
import type { User } from './auth-types';

interface UserAnswer {
  user: User;
}

export interface ResetRequestAnswer {
  message: string;
  /** Development only: the kept e-mail's page (spec section 2, simple auth page). */
  previewUrl?: string;
}

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

export async function simpleLogin(email: string, password: string): Promise<User> {
  return (await apiJson<UserAnswer>('/api/simple-login', post({ email, password }))).user;
}

export async function simpleRegister(email: string, password: string): Promise<User> {
  return (await apiJson<UserAnswer>('/api/simple-register', post({ email, password }))).user;
}

export async function simpleLogout(): Promise<void> {
  await apiRequest('/api/simple-logout', { method: 'POST' });
}

export function requestPasswordReset(email: string): Promise<ResetRequestAnswer> {
  return apiJson<ResetRequestAnswer>('/api/simple-reset-password', post({ email }));
}

export async function confirmPasswordReset(token: string, newPassword: string): Promise<void> {
  await apiRequest('/api/simple-confirm-reset', {
    ...post({ token, newPassword }),
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The server's record of the identity-provider user the ID token belongs to. */
export function fetchFirebaseUser(idToken: string): Promise<User> {
  return apiJson<User>('/api/firebase/user', {
    headers: { Authorization: `Bearer ${idToken}` },
  });
}

/**
 * The server's words from an API error ("401: Invalid email or password" -> "Invalid email or
 * password"), or null when there are none (network failure, empty body).
 */
export function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const prefix = `${error.status}: `;
  const text = error.message.startsWith(prefix)
    ? error.message.slice(prefix.length)
    : error.message;
  return text.trim() || null;
}
