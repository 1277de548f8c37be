import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type OperationDefinitionNode } from 'graphql';
import type { GatewayContext } from '../graphql/request-context.js';
import type { Mutation } from './gateway-caches.js';

function rootFieldsOf(operation: OperationDefinitionNode): string[] {
  return operation.selectionSet.selections.flatMap((selection) =>
    selection.kind === Kind.FIELD ? [selection.name.value] : [],
  );
}

/**
 * Tells the caches of every mutation run through the gateway, before its answer is sent: REST
 * routes run their operations through the same server, so both paths drop the same answers.
 */
export function dropCachesOnMutation(
  mutationHappened: (mutation: Mutation) => Promise<void>,
): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operation, contextValue }) {
          if (operation?.operation !== 'mutation') return;
          await mutationHappened({ viewer: contextValue.viewer, fields: rootFieldsOf(operation) });
        },
      };
    },
  };
}
