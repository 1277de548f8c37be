import { performance } from 'node:perf_hooks';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { trace } from '@opentelemetry/api';
import type { ProcessMetrics } from './process-metrics.js';

/**
 * Apollo plugin: rate, errors and latency of every GraphQL operation by name and type, and the
 * operation named on the request's trace span. An operation that fails to parse or validate is
 * counted as an error with its (possibly missing) name.
 */
export function graphqlMetricsPlugin<C extends BaseContext>(
  metrics: ProcessMetrics,
): ApolloServerPlugin<C> {
  return {
    async requestDidStart({ request }) {
      const started = performance.now();
      let type: string | undefined;
      // The document's operation name once resolved (clients rarely send `operationName`).
      let name = request.operationName;
      return {
        async didResolveOperation({ operation, operationName }) {
          type = operation?.operation;
          const span = trace.getActiveSpan();
          if (type) span?.setAttribute('graphql.operation.type', type);
          if (operationName) {
            name = operationName;
            span?.setAttribute('graphql.operation.name', operationName);
          }
        },
        async willSendResponse({ response, errors }) {
          const failed =
            (errors?.length ?? 0) > 0 ||
            (response.body.kind === 'single' &&
              (response.body.singleResult.errors?.length ?? 0) > 0);
          metrics.recordGraphQLOperation(name, type, failed, (performance.now() - started) / 1000);
        },
      };
    },
  };
}
