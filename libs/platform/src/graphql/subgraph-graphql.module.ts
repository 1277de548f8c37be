import { ApolloFederationDriver, type ApolloFederationDriverConfig } from '@nestjs/apollo';
import type { DynamicModule } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
} from '@apollo/server/plugin/disabled';
import type { Request } from 'express';
import { createGraphQLErrorFormatter } from '../errors/graphql-error-formatter.js';
import { graphqlMetricsPlugin } from '../metrics/graphql-metrics.plugin.js';
import { ProcessMetrics } from '../metrics/process-metrics.js';
import { PLATFORM_OPTIONS, type PlatformRuntime } from '../platform.options.js';
import { SUBGRAPH_SCHEMA_OPTIONS } from './print-subgraph-schema.js';
import { rejectMalformedText } from './text-input-rule.js';

/**
 * A code-first federation 2 subgraph. It is reached only through the gateway, which loads a
 * supergraph composed from the SDL each service's build prints (`printSubgraphSchemaOf`), so no
 * schema file is written here.
 */
export function subgraphGraphQLModule(): DynamicModule {
  return GraphQLModule.forRootAsync<ApolloFederationDriverConfig>({
    driver: ApolloFederationDriver,
    inject: [PLATFORM_OPTIONS, ProcessMetrics],
    useFactory: (runtime: PlatformRuntime, metrics: ProcessMetrics) => ({
      path: '/graphql',
      ...SUBGRAPH_SCHEMA_OPTIONS,
      introspection: runtime.config.NODE_ENV !== 'production',
      playground: false,
      csrfPrevention: true,
      context: ({ req }: { req: Request }) => ({ req }),
      // @MemberOnly() / @AdminOnly() mean the same on a field or reference resolver as on a
      // query: without this, Nest skips guards below the root fields.
      fieldResolverEnhancers: ['guards'],
      formatError: createGraphQLErrorFormatter(runtime.logger),
      includeStacktraceInErrorResponses: false,
      // Timing traces would go to the gateway and on to partners; we do not report them. No
      // schema sets cache hints, and the cache-control plugin would otherwise wrap every field's
      // resolver to collect them (issue 23's profile: a few per cent of a list's CPU).
      plugins: [
        ApolloServerPluginInlineTraceDisabled(),
        ApolloServerPluginCacheControlDisabled(),
        rejectMalformedText(),
        graphqlMetricsPlugin(metrics),
      ],
    }),
  });
}
