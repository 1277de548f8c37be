import { bearerHeaderFor, readStoredToken } from './auth-token';

/*
 * The web client talks GraphQL through Apollo (lib/apollo.ts). This small client is for the few
 * REST routes GraphQL cannot stand in for, each saying why where it is called: the session
 * routes, which set and clear the session cookie (features/auth/auth-api.ts), the landing's
 * featured list and figures, whose page must load without Apollo
 * (features/landing/components/LibraryTeaser.tsx, features/landing/hooks/useLandingFigures.ts),
 * and the highlights export, a file streamed as it is written
 * (features/my-highlights/components/ExportButtons.tsx).
 */

/** An answer from the API that was not ok; `message` is "<status>: <body or status text>". */
export class RestError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'RestError';
    this.status = status;
  }
}

/** Spec section 8: the status code, a colon and a space, then the body text or the status text. */
export function buildErrorMessage(status: number, statusText: string, bodyText: string): string {
  const detail = bodyText.trim() ? bodyText : statusText;
  return `${status}: ${detail}`;
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  let body: string;
  try {
    body = await response.text();
  } catch {
    body = '';
  }
  throw new RestError(
    response.status,
    buildErrorMessage(response.status, response.statusText, body),
  );
}

/** Calls a REST route with credentials and the stored bearer token (spec section 1). */
export async function restRequest(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: 'include',
    headers: { ...headers, ...bearerHeaderFor(headers, readStoredToken()) },
  });
  await throwIfNotOk(response);
  return response;
}

/** A REST route's JSON answer, typed by the caller from the schema's generated types. */
export async function restJson<T>(
  path: string,
  init: Parameters<typeof restRequest>[1] = {},
): Promise<T> {
  return (await (await restRequest(path, init)).json()) as T;
}
