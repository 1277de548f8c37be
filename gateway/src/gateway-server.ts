import { ApolloGateway, RemoteGraphQLDataSource } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { CORRELATION_ID_HEADER, VIEWER_CONTEXT_HEADER } from '@distill/contracts';
import type { GraphQLError, ValidationContext } from 'graphql';
import type { Logger } from 'pino';
import {
  graphqlMetricsPlugin,
  rejectMalformedText,
  tracedFetch,
  type FetchFunction,
  type ProcessMetrics,
} from '@distill/platform';
import type { GatewayConfig } from './config.js';
import { trustedOriginsOf } from './origins/trusted-origins.js';
import { partnerReadOnly } from './partners/partner-read-only.js';
import type { Mutation } from './caching/gateway-caches.js';
import { dropCachesOnMutation } from './caching/mutation-plugin.js';
import type { GatewayContext } from './graphql/request-context.js';
import { clientMistakesAsClientErrors } from './graphql/client-mistakes.js';
import { refuseCrossOriginMutations } from './graphql/cross-origin-mutations.js';
import { formatGatewayError } from './graphql/format-gateway-error.js';

/**
 * graphql-armor throws by default, which Apollo treats as a server failure; reported through
 * the validation context, a rejected operation is a 400 the client can read.
 */
const rejectAsValidationError = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => context?.reportError(error),
  ],
};

/**
 * The federation gateway: a static supergraph composed at build time, every subgraph request
 * signed with the viewer, and limits that keep one operation from exhausting the subgraphs.
 */
export function createGatewayServer(
  config: GatewayConfig,
  supergraphSdl: string,
  urls: Record<string, string>,
  logger: Logger,
  metrics: ProcessMetrics,
  send: FetchFunction,
  /** Told of every mutation before its answer is sent: the caches drop what it changed. */
  mutationHappened: (mutation: Mutation) => Promise<void>,
): ApolloServer<GatewayContext> {
  const gateway = new ApolloGateway({
    supergraphSdl,
    buildService: ({ name }) => {
      const url = urls[name];
      if (!url) throw new Error(`no URL configured for subgraph ${name}`);
      return new RemoteGraphQLDataSource<GatewayContext>({
        url,
        // A client span per subgraph call; its `traceparent` joins the subgraph to the trace.
        fetcher: tracedFetch('gateway', `subgraph ${name}`, send),
        willSendRequest({ request, context }) {
          if (!context.viewerToken) throw new Error('subgraph request without a viewer context');
          request.http?.headers.set(VIEWER_CONTEXT_HEADER, context.viewerToken);
          request.http?.headers.set(CORRELATION_ID_HEADER, context.correlationId);
        },
      });
    },
  });
  return new ApolloServer<GatewayContext>({
    gateway,
    // The process's own graceful shutdown stops the server after draining requests; Apollo's
    // signal handler would stop it first and leave that drain waiting out its whole bound.
    stopOnTerminationSignals: false,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    // Operations are small and public; clients send the query (PERSISTED_QUERY_NOT_SUPPORTED).
    persistedQueries: false,
    introspection: config.NODE_ENV !== 'production',
    includeStacktraceInErrorResponses: false,
    validationRules: [
      // A deeply nested __schema query costs as much as any other.
      maxDepthRule({
        n: config.GRAPHQL_MAX_DEPTH,
        ignoreIntrospection: false,
        ...rejectAsValidationError,
      }),
      costLimitRule({ maxCost: config.GRAPHQL_MAX_COST, ...rejectAsValidationError }),
      maxAliasesRule({ n: config.GRAPHQL_MAX_ALIASES, ...rejectAsValidationError }),
    ],
    formatError: formatGatewayError(logger),
    plugins: [
      rejectMalformedText<GatewayContext>(),
      clientMistakesAsClientErrors<GatewayContext>(),
      refuseCrossOriginMutations<GatewayContext>(trustedOriginsOf(config)),
      partnerReadOnly(),
      dropCachesOnMutation(mutationHappened),
      graphqlMetricsPlugin(metrics),
      ...(config.NODE_ENV === 'production' ? [ApolloServerPluginLandingPageDisabled()] : []),
    ],
  });
}
