/** What went wrong, in terms a client can act on. Mapped to HTTP and GraphQL in one place. */
export type ErrorKind =
  | 'bad_input'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'unavailable';

/**
 * Base of every feature error. Features subclass it through `domainErrorOf` below, e.g.
 * `new SummaryError('SUMMARY_NOT_FOUND', 'Summary not found')`; the message is shown to
 * the client verbatim, so it must never carry internal detail.
 */
export abstract class DomainError<Code extends string = string> extends Error {
  abstract readonly kind: ErrorKind;

  constructor(
    readonly code: Code,
    message: string,
    /** Machine-readable detail for the caller (e.g. `retryAfterSeconds`); never internal data. */
    readonly extensions: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * A feature's error class from one table of its codes (what clients see) and their kinds, e.g.
 * `class SectionError extends domainErrorOf({ SECTION_NOT_FOUND: 'not_found' })` with the
 * feature's named constructors (`SectionError.notFound()`) in its body; the constructor takes only
 * the table's codes, and `SectionError['code']` is their type.
 */
export function domainErrorOf<Code extends string>(kindByCode: Readonly<Record<Code, ErrorKind>>) {
  return class extends DomainError<Code> {
    get kind(): ErrorKind {
      return kindByCode[this.code];
    }
  };
}

export const HTTP_STATUS_BY_KIND: Record<ErrorKind, number> = {
  bad_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
};

/** GraphQL `extensions.code` per kind: Apollo's standard codes where one exists. */
export const GRAPHQL_CODE_BY_KIND: Record<ErrorKind, string> = {
  bad_input: 'BAD_USER_INPUT',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rate_limited: 'TOO_MANY_REQUESTS',
  unavailable: 'SERVICE_UNAVAILABLE',
};

/** The reverse mapping, used by the gateway's REST facade to turn GraphQL errors into statuses. */
export function httpStatusForGraphQLCode(code: unknown): number {
  switch (code) {
    case 'BAD_USER_INPUT':
    case 'GRAPHQL_VALIDATION_FAILED':
    case 'GRAPHQL_PARSE_FAILED':
    case 'BAD_REQUEST':
    case 'OPERATION_RESOLUTION_FAILURE':
    case 'PERSISTED_QUERY_NOT_FOUND':
    case 'PERSISTED_QUERY_NOT_SUPPORTED':
      return 400;
    case 'UNAUTHENTICATED':
      return 401;
    case 'FORBIDDEN':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'CONFLICT':
      return 409;
    case 'TOO_MANY_REQUESTS':
      return 429;
    case 'SERVICE_UNAVAILABLE':
      return 503;
    default:
      return 500;
  }
}

export const GENERIC_ERROR_MESSAGE = 'Internal server error';
