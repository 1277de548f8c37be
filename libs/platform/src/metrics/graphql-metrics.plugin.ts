import { performance } from 'node:perf_hooks';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { trace } from '@opentelemetry/api';
import { Kind, type DocumentNode, type SelectionSetNode } from 'graphql';
import type { ProcessMetrics } from './process-metrics.js';

/** The label of an operation that never resolved (it failed to parse or validate). */
const UNRESOLVED_OPERATION = 'other';

/**
 * Apollo plugin: rate, errors and latency of every GraphQL operation by its root field and
 * type, and the operation named on the request's trace span.
 *
 * The metric label is the operation's first root field (`categories`, `addFavorite`,
 * `_entities`), never the operation name: names are the client's to choose (and the gateway's
 * query planner renames them `<Name>__catalog__0`), so every new name would be a new series kept
 * forever. Root fields form a closed set, the schema's: an operation only reaches
 * `didResolveOperation` once it validated against it. One that did not is `other`. The span,
 * which is no series, keeps the client's operation name.
 */
export function graphqlMetricsPlugin<C extends BaseContext>(
  metrics: ProcessMetrics,
): ApolloServerPlugin<C> {
  return {
    async requestDidStart() {
      const started = performance.now();
      let type: string | undefined;
      let operationLabel = UNRESOLVED_OPERATION;
      return {
        async didResolveOperation({ operation, operationName, document }) {
          if (!operation) return;
          type = operation.operation;
          operationLabel = firstRootField(operation.selectionSet, document) ?? UNRESOLVED_OPERATION;
          const span = trace.getActiveSpan();
          span?.setAttribute('graphql.operation.type', type);
          if (operationName) span?.setAttribute('graphql.operation.name', operationName);
        },
        async willSendResponse({ response, errors }) {
          const failed =
            (errors?.length ?? 0) > 0 ||
            (response.body.kind === 'single' &&
              (response.body.singleResult.errors?.length ?? 0) > 0);
          metrics.recordGraphQLOperation(
            operationLabel,
            type,
            failed,
            (performance.now() - started) / 1000,
          );
        },
      };
    },
  };
}

/** The first field selected on the root type, looking through inline fragments and spreads. */
function firstRootField(selectionSet: SelectionSetNode, document: DocumentNode): string | null {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) return selection.name.value;
    const nested =
      selection.kind === Kind.INLINE_FRAGMENT
        ? selection.selectionSet
        : document.definitions.find(
            (definition) =>
              definition.kind === Kind.FRAGMENT_DEFINITION &&
              definition.name.value === selection.name.value,
          );
    const field =
      nested && 'selectionSet' in nested && nested.selectionSet
        ? firstRootField(nested.selectionSet, document)
        : null;
    if (field) return field;
  }
  return null;
}
