import { bearerHeaderFor, readStoredToken } from './auth-token';

/** An answer from the API that was not ok; `message` is "<status>: <body or status text>". */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
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
  throw new ApiError(
    response.status,
    buildErrorMessage(response.status, response.statusText, body),
  );
}

function headersToRecord(headers: HeadersInit | undefined): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  if (Array.isArray(headers)) return Object.fromEntries(headers);
  return { ...headers };
}

/** Calls the product's REST API with credentials and the stored bearer token (spec section 1). */
export async function apiRequest(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = headersToRecord(init.headers);
  const response = await fetch(path, {
    ...init,
    credentials: 'include',
    headers: { ...headers, ...bearerHeaderFor(headers, readStoredToken()) },
  });
  await throwIfNotOk(response);
  return response;
}

export async function apiJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const body = init.body;
  const headers = headersToRecord(init.headers);
  if (body !== undefined && typeof body === 'string' && !('Content-Type' in headers)) {
    headers['Content-Type'] = 'application/json';
  }
  const response = await apiRequest(path, { ...init, headers });
  return (await response.json()) as T;
}
