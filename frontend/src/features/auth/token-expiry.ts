/** Spec section 9: the provider's token counts as expired 30 s before its expiry... */
export const TOKEN_EXPIRY_SKEW_MS = 30_000;
/** ...and is refreshed 5 minutes before it. */
export const TOKEN_REFRESH_LEAD_MS = 5 * 60_000;

/** The `exp` claim of a JWT in milliseconds, or null when the token cannot be read. */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const claims = JSON.parse(atob(padded)) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null || now >= expiresAt - TOKEN_EXPIRY_SKEW_MS;
}

/** Milliseconds until the token should be refreshed (0 when that time has passed). */
export function refreshDelay(token: string, now: number = Date.now()): number {
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt === null) return 0;
  return Math.max(0, expiresAt - TOKEN_REFRESH_LEAD_MS - now);
}
