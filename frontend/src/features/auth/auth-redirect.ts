import type { User } from './auth-types';

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
