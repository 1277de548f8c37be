import { HeaderMap } from '@apollo/server';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import {
  ANONYMOUS_VIEWER,
  CORRELATION_ID_HEADER,
  VIEWER_CONTEXT_HEADER,
  type Viewer,
} from '@distill/contracts';
import {
  currentCorrelationId,
  type FetchFunction,
  RETRY_AFTER_SECONDS,
  signViewerContext,
  tracedFetch,
} from '@distill/platform';

export interface SubgraphResult<TData> {
  data: TData | null;
  errors: readonly GraphQLFormattedError[];
}

/**
 * The subgraph could not be reached or answered something that is not GraphQL: a fault to retry,
 * never a 500. Thrown while building a GraphQL context, Apollo answers it with its status and
 * header; on a REST route the gateway's error handler answers 503 with `Retry-After`.
 */
export class SubgraphUnavailableError extends GraphQLError {
  /** Read by Express's error handling. */
  readonly status = 503;

  constructor(reason: string) {
    super(reason, {
      extensions: {
        code: 'SERVICE_UNAVAILABLE',
        http: {
          status: 503,
          headers: new HeaderMap([['retry-after', String(RETRY_AFTER_SECONDS)]]),
        },
      },
    });
  }
}

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Calls one subgraph directly, for its `@inaccessible` operations (absent from the public API).
 * Every call carries a signed viewer context, like any subgraph request, with the end user's
 * address (identity's per-address sign-in limit needs it).
 */
export class SubgraphClient {
  /** Each call is a client span of the request's trace, like the gateway's planned fetches. */
  private readonly fetch: ReturnType<typeof tracedFetch>;

  constructor(
    private readonly url: string,
    private readonly internalSecret: string,
    subgraph: string,
    send: FetchFunction,
    private readonly unavailable: (reason: string) => Error = (reason) =>
      new SubgraphUnavailableError(reason),
  ) {
    this.fetch = tracedFetch('gateway', subgraph, send);
  }

  async execute<TData>(
    query: string,
    variables: Record<string, unknown>,
    options: { viewer?: Viewer; clientAddress?: string | null } = {},
  ): Promise<SubgraphResult<TData>> {
    const viewerToken = await signViewerContext(
      options.viewer ?? ANONYMOUS_VIEWER,
      this.internalSecret,
      {
        clientAddress: options.clientAddress ?? null,
      },
    );
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      [VIEWER_CONTEXT_HEADER]: viewerToken,
    };
    const correlationId = currentCorrelationId();
    if (correlationId) headers[CORRELATION_ID_HEADER] = correlationId;
    let body: { data?: TData | null; errors?: GraphQLFormattedError[] };
    try {
      const response = await this.fetch(this.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      body = (await response.json()) as typeof body;
    } catch (error) {
      throw this.unavailable(`unreachable: ${(error as Error).message}`);
    }
    if (!body || (body.data === undefined && !body.errors)) {
      throw this.unavailable('answered without data or errors');
    }
    return { data: body.data ?? null, errors: body.errors ?? [] };
  }

  /** Raw value of `field` or throws; GraphQL errors are returned for the caller to map. */
  async call<TValue>(
    query: string,
    field: string,
    variables: Record<string, unknown>,
    options: { viewer?: Viewer; clientAddress?: string | null } = {},
  ): Promise<{ value: TValue | null; error: GraphQLFormattedError | null }> {
    const result = await this.execute<Record<string, TValue | null>>(query, variables, options);
    const [error] = result.errors;
    if (error) return { value: null, error };
    return { value: result.data?.[field] ?? null, error: null };
  }
}
