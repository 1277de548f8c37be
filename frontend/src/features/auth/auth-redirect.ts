import type { User } from './auth-types';

/** Every free-trial button: the sign-in page in Create Account mode, with the trial asked for. */
export const SIGN_UP_PATH = '/auth?mode=signup&trial=1';
/** The simple flow's page, whose reset dialog serves links from /reset-password. */
export const SIMPLE_AUTH_PATH = '/simple-auth';

/**
 * A return address that stays on this site: a path starting with exactly one '/' (no '//host',
 * no scheme, no backslash, which browsers read as '/'), or null for anything else.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  // Backslashes and control characters (tabs, newlines) may be read as '/' or dropped.
  if ([...value].some((char) => char === '\\' || char < ' ' || char === '\u007f')) return null;
  return value;
}

function withReturnTo(path: string, returnTo: string | null | undefined): string {
  const safe = safeReturnTo(returnTo);
  if (!safe) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}returnTo=${encodeURIComponent(safe)}`;
}

/** The Sign In button's target, coming back to `returnTo` (a same-origin path) afterwards. */
export function signInPath(returnTo?: string | null): string {
  return withReturnTo('/auth', returnTo);
}

/** A Start Free Trial button's target, coming back to `returnTo` afterwards. */
export function trialSignUpPath(returnTo?: string | null): string {
  return withReturnTo(SIGN_UP_PATH, returnTo);
}

/** /start-trial for a signed-in member, coming back to `returnTo` once the trial has started. */
export function startTrialPath(returnTo?: string | null): string {
  return withReturnTo('/start-trial', returnTo);
}

/** The trial intent and safe return address of a page's query, and nothing else. */
function signInIntent(search: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  const returnTo = safeReturnTo(search.get('returnTo'));
  if (returnTo) kept.set('returnTo', returnTo);
  if (search.get('trial') === '1') kept.set('trial', '1');
  return kept;
}

/** The simple sign-in page keeping the trial intent and return address of the current page. */
export function simpleAuthPath(search: URLSearchParams): string {
  const query = signInIntent(search).toString();
  return query ? `${SIMPLE_AUTH_PATH}?${query}` : SIMPLE_AUTH_PATH;
}

const SIGN_UP_INTENT_KEY = 'distill.signUpIntent';

/**
 * A sign-up finishes on the e-mail's link, on another page load: the trial intent and return
 * address of the sign-up page wait in this browser's storage for it (the link carries none).
 */
export function rememberSignUpIntent(search: URLSearchParams, storage: Storage | undefined): void {
  try {
    storage?.setItem(SIGN_UP_INTENT_KEY, signInIntent(search).toString());
  } catch {
    // Storage refused (private mode, quota): the member lands on their home instead.
  }
}

/** The remembered sign-up intent (once), as a query for nextAfterSignIn; empty when none. */
export function takeSignUpIntent(storage: Storage | undefined): URLSearchParams {
  try {
    const kept = storage?.getItem(SIGN_UP_INTENT_KEY) ?? '';
    storage?.removeItem(SIGN_UP_INTENT_KEY);
    // Checked again: storage is writable by any script of this origin.
    return signInIntent(new URLSearchParams(kept));
  } catch {
    return new URLSearchParams();
  }
}

/** Where a signed-in user leaves the sign-in pages for: admins to /admin, others to /dashboard. */
export function homeFor(user: Pick<User, 'role'>): '/admin' | '/dashboard' {
  return user.role === 'admin' ? '/admin' : '/dashboard';
}

/** After signing in or up: back to the page the member came from, else their home. */
export function landingAfterSignIn(user: Pick<User, 'role'>, returnTo: string | null): string {
  return safeReturnTo(returnTo) ?? homeFor(user);
}

/**
 * Where the sign-in pages send a member who just signed in (`search` is the page's query): to
 * /start-trial first when they came through a trial button, then back where they were.
 */
export function nextAfterSignIn(user: Pick<User, 'role'>, search: URLSearchParams): string {
  const returnTo = safeReturnTo(search.get('returnTo'));
  if (search.get('trial') === '1') return startTrialPath(returnTo);
  return landingAfterSignIn(user, returnTo);
}

/**
 * How the dashboard and home greet: "Welcome" for a brand-new member (nothing read yet),
 * "Welcome back" once they have been reading, with the first name when they gave one (never a
 * part of their e-mail).
 */
export function greetingFor(user: Pick<User, 'firstName'>, returning: boolean): string {
  const name = user.firstName?.trim();
  const words = returning ? 'Welcome back' : 'Welcome';
  return name ? `${words}, ${name}` : words;
}
