/**
 * Everything a REST route says over HTTP besides its data: replies (plain-text errors, GraphQL
 * errors as statuses), the CSRF guard for state-changing routes, and the readers that turn a
 * request body or query into an operation's variables or a clear 400.
 */
import { isUtf8 } from 'node:buffer';
import express, {
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import type { GraphQLFormattedError } from 'graphql';
import {
  GENERIC_ERROR_MESSAGE,
  httpStatusForGraphQLCode,
  RETRY_AFTER_SECONDS,
  textInputFault,
} from '@distill/platform';
import type { OperationResult } from '../graphql/graphql-executor.js';
import type { FieldType } from '../openapi/route-description.js';
import { CROSS_ORIGIN_REFUSED, isCrossOrigin } from '../origins/trusted-origins.js';

// ---- Replies ----

/** A plain-text answer; a 503 (a fault, to retry) always says when with `Retry-After`. */
export function sendText(res: Response, status: number, message: string): void {
  if (status === 503 && !res.hasHeader('Retry-After')) {
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  }
  res.status(status).type('text/plain').send(message);
}

export function sendBadRequest(res: Response, message: string): void {
  sendText(res, 400, message);
}

/**
 * Answers a REST request from an operation result: the first error decides the status and its
 * message is the plain-text body; a missing value is a 404 with `notFoundMessage`.
 */
export function sendResult<TData>(
  res: Response,
  result: OperationResult<TData>,
  select: (data: TData) => unknown,
  notFoundMessage = 'Not found',
): void {
  const [error] = result.errors;
  if (error) return sendGraphQLError(res, error);
  const value = result.data === null ? null : select(result.data);
  if (value === null || value === undefined) return sendText(res, 404, notFoundMessage);
  res.json(value);
}

/**
 * A GraphQL error as a REST answer: the status its code maps to, `Retry-After` on a 429 or 503
 * (the error's own delay when it gives one), and its message as plain text (a 500's is hidden).
 */
export function sendGraphQLError(res: Response, error: GraphQLFormattedError): void {
  const status = httpStatusForGraphQLCode(error.extensions?.code);
  const retryAfter = Number(error.extensions?.retryAfterSeconds);
  if ((status === 429 || status === 503) && retryAfter > 0) {
    res.setHeader('Retry-After', String(Math.ceil(retryAfter)));
  }
  sendText(res, status, status === 500 ? GENERIC_ERROR_MESSAGE : restErrorMessage(error));
}

const INVALID_VARIABLE = /^Variable "\$(\w+)" got invalid value/;

/**
 * The text a REST client reads for a GraphQL error: REST callers never wrote GraphQL, so
 * GraphQL's own wording (variable coercion, validation) becomes a plain statement about their
 * input. Messages written by the services are kept as they are.
 */
export function restErrorMessage(error: GraphQLFormattedError): string {
  const variable = INVALID_VARIABLE.exec(error.message);
  if (variable) return `${variable[1]} is not a valid value`;
  const code = error.extensions?.code;
  if (code === 'GRAPHQL_VALIDATION_FAILED' || code === 'GRAPHQL_PARSE_FAILED') return 'Bad request';
  return error.message;
}

// ---- Guards ----

/** Identity payloads are a few short strings. */
export const IDENTITY_BODY_LIMIT = '16kb';

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

export const INVALID_UTF8 = 'Request body is not valid UTF-8';

/**
 * The JSON parser decodes bytes that are not UTF-8 (e.g. the overlong 0xC0 0xAF) to U+FFFD,
 * so such a body would be stored as other text than was sent: it is refused instead.
 */
function refuseInvalidUtf8(_req: unknown, _res: unknown, body: Buffer): void {
  if (!isUtf8(body)) {
    throw Object.assign(new Error(INVALID_UTF8), { status: 400, type: 'entity.verify.failed' });
  }
}

/** JSON bodies: any parser failure is the client's and answers 400 (`bodyErrorsAsBadRequest`). */
export function jsonBody(limit = IDENTITY_BODY_LIMIT): RequestHandler {
  return express.json({ limit, strict: true, type: 'application/json', verify: refuseInvalidUtf8 });
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
        : error.type === 'entity.verify.failed'
          ? INVALID_UTF8
          : 'Unreadable request body';
  sendText(res, 400, message);
};

// ---- Bodies and queries ----

export function isJsonObject(body: unknown): body is Record<string, unknown> {
  return body !== null && typeof body === 'object' && !Array.isArray(body);
}

/**
 * The named string fields of a JSON object body, or a 400 message: a missing body or field,
 * a field of another type, or an empty value.
 */
export function readFields<K extends string>(
  body: unknown,
  fields: readonly K[],
): { ok: true; values: Record<K, string> } | { ok: false; message: string } {
  if (!isJsonObject(body)) {
    return {
      ok: false,
      message: `Request body must be a JSON object with ${fields.join(' and ')}`,
    };
  }
  const values = {} as Record<K, string>;
  for (const field of fields) {
    const value = body[field];
    if (value === undefined || value === null || value === '')
      return { ok: false, message: `${field} is required` };
    if (typeof value !== 'string') return { ok: false, message: `${field} must be a string` };
    values[field] = value;
  }
  return { ok: true, values };
}

/**
 * Shape checks for request bodies: each named field must have its JSON type or be absent/null.
 * Emptiness and ranges are the services' rules (with the spec's messages); this only turns a
 * wrong type into a clear 400 before it reaches GraphQL.
 */
export type { FieldType };

export type BodyCheck =
  { ok: true; values: Record<string, unknown> } | { ok: false; message: string };

/** GraphQL Int is 32-bit: larger numbers would fail there with a less helpful message. */
const MAX_INT = 2 ** 31 - 1;

const TYPE_NAMES: Record<FieldType, string> = {
  string: 'a string',
  integer: 'a whole number',
  boolean: 'true or false',
};

function hasType(value: unknown, type: FieldType): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isSafeInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
  }
}

/**
 * The fields of `schema` present in `body` (null when absent; left out with `omitAbsent`, so
 * an update changes only what it names), or why the body is unusable. With `strict`, a field
 * the schema does not name and a string that is not well-formed text (control characters, lone
 * surrogates) are refused too.
 */
export function readBody(
  body: unknown,
  schema: Record<string, FieldType>,
  { omitAbsent = false, strict = false } = {},
): BodyCheck {
  if (!isJsonObject(body)) return { ok: false, message: 'Request body must be a JSON object' };
  if (strict) {
    const unknown = Object.keys(body).find((field) => !Object.hasOwn(schema, field));
    if (unknown !== undefined) return { ok: false, message: `${unknown} is not a known field` };
  }
  const values: Record<string, unknown> = {};
  for (const [field, type] of Object.entries(schema)) {
    const value = body[field];
    if (value === undefined && omitAbsent) continue;
    if (value === undefined || value === null) {
      values[field] = null;
      continue;
    }
    if (!hasType(value, type))
      return { ok: false, message: `${field} must be ${TYPE_NAMES[type]}` };
    if (type === 'integer' && Math.abs(value as number) > MAX_INT) {
      return { ok: false, message: `${field} is out of range` };
    }
    const textFault = strict && type === 'string' ? textInputFault(value as string) : null;
    if (textFault) return { ok: false, message: `${field} ${textFault}` };
    values[field] = value;
  }
  return { ok: true, values };
}

/**
 * The single-valued query parameters among `names` (absent ones left out), or the 400 message
 * for one given twice.
 */
export function readQuery<K extends string>(
  query: Record<string, unknown>,
  names: readonly K[],
): { ok: true; values: Partial<Record<K, string>> } | { ok: false; message: string } {
  const values: Partial<Record<K, string>> = {};
  for (const name of names) {
    const value = query[name];
    if (value === undefined) continue;
    if (typeof value !== 'string') return { ok: false, message: `${name} must be a single value` };
    values[name] = value;
  }
  return { ok: true, values };
}

/**
 * A list route's paging headers, as the library's: `X-Total-Count`, and a `Link: <...>;
 * rel="next"` naming the following page (this request's parameters with the next cursor).
 */
export function pagingHeaders(
  req: Request,
  params: Partial<Record<string, string>>,
  page: { totalCount: number; nextCursor?: string | null },
): Record<string, string> {
  if (!page.nextCursor) return { 'X-Total-Count': String(page.totalCount) };
  const next = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...params, cursor: page.nextCursor })) {
    if (value !== undefined) next.set(name, value);
  }
  return {
    'X-Total-Count': String(page.totalCount),
    Link: `<${req.baseUrl}${req.path}?${next}>; rel="next"`,
  };
}

/** Spec section 3: the reorder payload, a list of {id, order}. */
export function readSectionOrders(
  body: unknown,
):
  | { ok: true; sectionOrders: Array<{ id: string; order: number }> }
  | { ok: false; message: string } {
  const message = 'sectionOrders must be a list of {id, order}';
  if (!isJsonObject(body) || !Array.isArray(body.sectionOrders)) return { ok: false, message };
  if (body.sectionOrders.length > MAX_SECTIONS) {
    return { ok: false, message: `sectionOrders may list at most ${MAX_SECTIONS} sections` };
  }
  const sectionOrders = [];
  for (const entry of body.sectionOrders as unknown[]) {
    if (
      !isJsonObject(entry) ||
      typeof entry.id !== 'string' ||
      !Number.isSafeInteger(entry.order) ||
      Math.abs(entry.order as number) > MAX_INT
    ) {
      return { ok: false, message };
    }
    sectionOrders.push({ id: entry.id, order: entry.order as number });
  }
  return { ok: true, sectionOrders };
}

/** More sections than any summary has; keeps a reorder request small. */
const MAX_SECTIONS = 500;
