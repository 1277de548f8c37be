import type { CookieOptions, Request, Response } from 'express';

export const SESSION_COOKIE = 'distill_session';

/** HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site POSTs), Secure in production. */
export function sessionCookieOptions(production: boolean, maxAgeMs: number): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: production, maxAge: maxAgeMs };
}

/** The session token from the Cookie header, without a cookie-parsing dependency. */
export function sessionTokenOf(req: Request): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value) || null;
    } catch {
      return null;
    }
  }
  return null;
}

export function setSessionCookie(
  res: Response,
  token: string,
  production: boolean,
  maxAgeMs: number,
): void {
  res.cookie(SESSION_COOKIE, token, sessionCookieOptions(production, maxAgeMs));
}

export function clearSessionCookie(res: Response, production: boolean): void {
  const { maxAge: _maxAge, ...options } = sessionCookieOptions(production, 0);
  res.clearCookie(SESSION_COOKIE, options);
}

/** The Firebase ID token of `Authorization: Bearer <token>`, if any. */
export function bearerTokenOf(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}
