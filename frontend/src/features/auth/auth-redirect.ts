import type { User } from './auth-types';

/** Free-trial buttons open the sign-in page in Create Account mode: what the visitor asked for. */
export const SIGN_UP_PATH = '/auth?mode=signup';
/** The simple flow's page, whose reset dialog serves links from /reset-password. */
export const SIMPLE_AUTH_PATH = '/simple-auth';

/** Where a signed-in user leaves the simple auth page for: admins to /admin, others to /dashboard. */
export function homeFor(user: Pick<User, 'role'>): '/admin' | '/dashboard' {
  return user.role === 'admin' ? '/admin' : '/dashboard';
}

/** 'Welcome back, {first name or Reader}' (spec section 2, signed-in home). */
export function firstNameOrReader(user: Pick<User, 'firstName'>): string {
  return user.firstName?.trim() || 'Reader';
}

/** The dashboard greets with the part of the e-mail before the at-sign. */
export function emailName(user: Pick<User, 'email'>): string {
  return user.email?.split('@')[0] || 'Reader';
}
