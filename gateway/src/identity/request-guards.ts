import express, { type ErrorRequestHandler, type RequestHandler, type Response } from 'express';
import { RETRY_AFTER_SECONDS } from '@distill/platform';

/** Identity payloads are a few short strings. */
export const IDENTITY_BODY_LIMIT = '16kb';

/** A plain-text answer; a 503 (a fault, to retry) always says when with `Retry-After`. */
export function sendText(res: Response, status: number, message: string): void {
  if (status === 503 && !res.hasHeader('Retry-After')) {
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  }
  res.status(status).type('text/plain').send(message);
}

export const CROSS_ORIGIN_REFUSED = 'Cross-origin request refused';

/**
 * Whether a browser sent the request from a page that is not the product's: an `Origin` other
 * than PUBLIC_URL or TRUSTED_ORIGINS, or `Sec-Fetch-Site: cross-site`. A request without
 * `Origin` is not: browsers always send it on cross-origin POSTs, so its absence means a
 * non-browser client (curl, scripts, server-to-server), which CSRF cannot abuse.
 */
export function isCrossOrigin(
  header: (name: string) => string | null | undefined,
  trustedOrigins: ReadonlySet<string>,
): boolean {
  const origin = header('origin');
  return (
    (origin !== undefined && origin !== null && !trustedOrigins.has(origin)) ||
    header('sec-fetch-site') === 'cross-site'
  );
}

/**
 * CSRF defence for state-changing routes, on top of the SameSite=Lax cookie:
 * - a body must be JSON (an HTML form cannot send application/json without a CORS preflight);
 * - a cross-origin browser request (`isCrossOrigin`) is refused.
 * `/graphql` applies the same check to mutations carrying a cookie (refuseCrossOriginMutations).
 */
export function sameOriginJsonOnly(trustedOrigins: ReadonlySet<string>): RequestHandler {
  return (req, res, next) => {
    const hasBody =
      Number(req.headers['content-length'] ?? 0) > 0 ||
      req.headers['transfer-encoding'] !== undefined;
    if (hasBody && !req.is('application/json')) {
      return sendText(res, 415, 'Content-Type must be application/json');
    }
    if (isCrossOrigin((name) => req.get(name), trustedOrigins)) {
      return sendText(res, 403, CROSS_ORIGIN_REFUSED);
    }
    next();
  };
}

/** JSON bodies for the identity routes: any parser failure is the client's and answers 400. */
export function jsonBody(): RequestHandler {
  return express.json({ limit: IDENTITY_BODY_LIMIT, strict: true, type: 'application/json' });
}

export const bodyErrorsAsBadRequest: ErrorRequestHandler = (error, _req, res, next) => {
  if (
    typeof error?.type !== 'string' ||
    (!error.type.startsWith('entity.') &&
      error.type !== 'charset.unsupported' &&
      error.type !== 'encoding.unsupported')
  ) {
    return next(error);
  }
  const message =
    error.type === 'entity.parse.failed'
      ? 'Malformed JSON body'
      : error.type === 'entity.too.large'
        ? 'Request body too large'
        : 'Unreadable request body';
  sendText(res, 400, message);
};

export type FieldSpec = Record<string, 'string'>;

/**
 * The named string fields of a JSON object body, or a 400 message: a missing body or field,
 * a field of another type, or an empty value.
 */
export function readFields<K extends string>(
  body: unknown,
  fields: readonly K[],
): { ok: true; values: Record<K, string> } | { ok: false; message: string } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return {
      ok: false,
      message: `Request body must be a JSON object with ${fields.join(' and ')}`,
    };
  }
  const values = {} as Record<K, string>;
  for (const field of fields) {
    const value = (body as Record<string, unknown>)[field];
    if (value === undefined || value === null || value === '')
      return { ok: false, message: `${field} is required` };
    if (typeof value !== 'string') return { ok: false, message: `${field} must be a string` };
    values[field] = value;
  }
  return { ok: true, values };
}
