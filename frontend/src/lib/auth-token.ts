/** Local storage key of the identity provider's ID token (spec section 1). */
export const FIREBASE_TOKEN_KEY = 'firebase_token';

export function readStoredToken(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()) {
  try {
    return storage?.getItem(FIREBASE_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * The bearer header to add to a call: only when a token is stored and the caller did not set an
 * Authorization header of its own.
 */
export function bearerHeaderFor(
  existingHeaders: Record<string, string | undefined>,
  token: string | null,
): Record<string, string> {
  const hasAuthorization = Object.keys(existingHeaders).some(
    (name) => name.toLowerCase() === 'authorization' && existingHeaders[name],
  );
  if (!token || hasAuthorization) return {};
  return { Authorization: `Bearer ${token}` };
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function storeToken(
  token: string,
  storage: Pick<Storage, 'setItem'> | undefined = safeStorage(),
) {
  try {
    storage?.setItem(FIREBASE_TOKEN_KEY, token);
  } catch {
    // Storage refused (private mode): calls fall back to the session cookie.
  }
}

export function removeStoredToken(
  storage: Pick<Storage, 'removeItem'> | undefined = safeStorage(),
) {
  try {
    storage?.removeItem(FIREBASE_TOKEN_KEY);
  } catch {
    // nothing stored
  }
}
