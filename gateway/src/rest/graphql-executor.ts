import type { ApolloServer } from '@apollo/server';
import type { Request, Response } from 'express';
import type { FormattedExecutionResult, GraphQLFormattedError } from 'graphql';
import type { Viewer } from '@distill/contracts';
import { GENERIC_ERROR_MESSAGE, httpStatusForGraphQLCode } from '@distill/platform';
import { createGatewayContext, type GatewayContext } from '../graphql/request-context.js';
import { sendText } from '../identity/request-guards.js';
import type { ViewerResolver } from '../viewer/viewer-resolver.js';

export interface OperationResult<TData> {
  data: TData | null;
  errors: readonly GraphQLFormattedError[];
}

/**
 * Runs a GraphQL operation through the gateway's own supergraph, as the requesting viewer, so
 * REST routes apply exactly the rules the subgraphs apply to GraphQL clients.
 */
export class GraphQLExecutor {
  /** The viewer is resolved and signed once per request, however many operations it runs. */
  private readonly contexts = new WeakMap<Request, Promise<GatewayContext>>();

  constructor(
    private readonly server: ApolloServer<GatewayContext>,
    private readonly viewers: ViewerResolver,
    private readonly internalSecret: string,
  ) {}

  /** Who is asking, without signing anything (enough to answer from a cache). */
  viewerOf(req: Request): Promise<Viewer> {
    return this.viewers.resolve(req);
  }

  private contextOf(req: Request): Promise<GatewayContext> {
    let context = this.contexts.get(req);
    if (!context) {
      context = createGatewayContext(req, this.viewers, this.internalSecret);
      this.contexts.set(req, context);
    }
    return context;
  }

  async run<TData>(
    req: Request,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<OperationResult<TData>> {
    const { result } = await this.execute<TData>(req, { query, variables });
    return { data: result.data ?? null, errors: result.errors ?? [] };
  }

  /** The operation's result as Apollo's HTTP handler would send it, with its status. */
  async execute<TData>(
    req: Request,
    request: { query: string; variables: Record<string, unknown>; operationName?: string | null },
  ): Promise<{ status: number; result: FormattedExecutionResult<TData> }> {
    const contextValue = await this.contextOf(req);
    const response = await this.server.executeOperation<TData>(
      {
        query: request.query,
        variables: request.variables,
        operationName: request.operationName ?? undefined,
      },
      { contextValue },
    );
    if (response.body.kind !== 'single')
      throw new Error('incremental delivery is not used by REST routes');
    return { status: response.http.status ?? 200, result: response.body.singleResult };
  }
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
  if (value === null || value === undefined) {
    res.status(404).type('text/plain').send(notFoundMessage);
    return;
  }
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

export function sendBadRequest(res: Response, message: string): void {
  res.status(400).type('text/plain').send(message);
}
