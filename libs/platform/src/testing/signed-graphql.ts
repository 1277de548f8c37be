import { VIEWER_CONTEXT_HEADER, type Viewer } from '@distill/contracts';
import { signViewerContext } from '../viewer/viewer-context.js';

/**
 * POSTs a GraphQL operation straight to a subgraph as `viewer`, signed the way the gateway signs
 * it: how a service test talks to the real service over HTTP.
 */
export async function postSignedGraphQL(
  baseUrl: string,
  internalSecret: string,
  viewer: Viewer,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [VIEWER_CONTEXT_HEADER]: await signViewerContext(viewer, internalSecret),
    },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: any; errors?: any },
  };
}
