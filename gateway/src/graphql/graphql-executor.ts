import { randomUUID } from 'node:crypto';
import type { ApolloServer } from '@apollo/server';
import type { Request } from 'express';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  type DocumentNode,
  type FormattedExecutionResult,
  type GraphQLFormattedError,
  print,
} from 'graphql';
import type { Viewer } from '@distill/contracts';
import { currentCorrelationId } from '@distill/platform';
import { createGatewayContext, type GatewayContext } from './request-context.js';
import type { ViewerResolver } from '../viewer/viewer-resolver.js';
import type { ViewerTokens } from './viewer-tokens.js';

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
  /**
   * Each generated document's text, printed once: Apollo prints a document it is given on every
   * operation before looking its parsed and validated form up by that text.
   */
  private readonly texts = new WeakMap<DocumentNode, string>();

  constructor(
    private readonly server: ApolloServer<GatewayContext>,
    private readonly viewers: ViewerResolver,
    private readonly tokens: ViewerTokens,
  ) {}

  /** Who is asking, without signing anything (enough to answer from a cache). */
  viewerOf(req: Request): Promise<Viewer> {
    return this.viewers.resolve(req);
  }

  private contextOf(req: Request): Promise<GatewayContext> {
    let context = this.contexts.get(req);
    if (!context) {
      context = createGatewayContext(req, this.viewers, this.tokens);
      this.contexts.set(req, context);
    }
    return context;
  }

  /**
   * One operation: a generated document (the REST facade's, typed by `npm run codegen`) or the
   * text of one (the crawlers' pages).
   */
  async run<TData, TVariables extends Record<string, unknown> = Record<string, unknown>>(
    req: Request,
    query: TypedDocumentNode<TData, TVariables> | string,
    variables: TVariables = {} as TVariables,
  ): Promise<OperationResult<TData>> {
    const { result } = await this.execute<TData>(req, { query, variables });
    return { data: result.data ?? null, errors: result.errors ?? [] };
  }

  /**
   * One operation as `viewer`, outside any request: background work done for a member (their
   * data archive), under exactly the rules their own requests meet.
   */
  async runAs<TData, TVariables extends Record<string, unknown> = Record<string, unknown>>(
    viewer: Viewer,
    query: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): Promise<OperationResult<TData>> {
    const contextValue: GatewayContext = {
      viewer,
      viewerToken: await this.tokens.tokenFor(viewer),
      correlationId: currentCorrelationId() ?? randomUUID(),
    };
    const response = await this.server.executeOperation<TData>(
      { query: this.textOf(query), variables },
      { contextValue },
    );
    if (response.body.kind !== 'single') throw new Error('incremental delivery is not used here');
    const result = response.body.singleResult;
    return { data: result.data ?? null, errors: result.errors ?? [] };
  }

  /** The operation's result as Apollo's HTTP handler would send it, with its status. */
  async execute<TData>(
    req: Request,
    request: {
      query: DocumentNode | string;
      variables: Record<string, unknown>;
      operationName?: string | null;
    },
  ): Promise<{ status: number; result: FormattedExecutionResult<TData> }> {
    const contextValue = await this.contextOf(req);
    const response = await this.server.executeOperation<TData>(
      {
        query: this.textOf(request.query),
        variables: request.variables,
        operationName: request.operationName ?? undefined,
      },
      { contextValue },
    );
    if (response.body.kind !== 'single')
      throw new Error('incremental delivery is not used by REST routes');
    return { status: response.http.status ?? 200, result: response.body.singleResult };
  }

  private textOf(query: DocumentNode | string): string {
    if (typeof query === 'string') return query;
    let text = this.texts.get(query);
    if (text === undefined) {
      text = print(query);
      this.texts.set(query, text);
    }
    return text;
  }
}
