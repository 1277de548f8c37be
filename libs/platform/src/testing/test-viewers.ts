import { randomUUID } from 'node:crypto';
import { VIEWER_CONTEXT_HEADER, type MemberViewer, type Viewer } from '@distill/contracts';
import { signViewerContext } from '../viewer/viewer-context.js';

/** A signed-in member (free plan unless overridden) with a fresh id. */
export function createMember(overrides: Partial<MemberViewer> = {}): MemberViewer {
  const id = overrides.id ?? randomUUID();
  return {
    kind: 'member',
    id,
    email: `member-${id.slice(0, 8)}@example.com`,
    role: 'user',
    subscriptionStatus: 'free',
    subscriptionType: 'free',
    ...overrides,
  };
}

/** One viewer of each kind that matters to access rules. */
export function createTestViewers() {
  return {
    admin: createMember({ role: 'admin', email: 'admin@example.com' }),
    freeMember: createMember({ email: 'free@example.com' }),
    subscriber: createMember({
      subscriptionStatus: 'active',
      subscriptionType: 'monthly',
      email: 'sub@example.com',
    }),
  };
}

/** A subgraph's GraphQL endpoint, called as a given viewer. */
export type SubgraphCaller = <TData = Record<string, any>>(
  viewer: Viewer,
  query: string,
  variables?: Record<string, unknown>,
) => ReturnType<typeof callSubgraph<TData>>;

export function subgraphCaller(subgraphUrl: string, secret: string): SubgraphCaller {
  return (viewer, query, variables = {}) =>
    callSubgraph(subgraphUrl, secret, viewer, query, variables);
}

/**
 * POSTs a GraphQL operation to a subgraph as `viewer`, with the viewer context signed exactly
 * as the gateway signs it.
 */
export async function callSubgraph<TData = Record<string, any>>(
  subgraphUrl: string,
  secret: string,
  viewer: Viewer,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{
  status: number;
  data: TData | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}> {
  const response = await fetch(`${subgraphUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [VIEWER_CONTEXT_HEADER]: await signViewerContext(viewer, secret),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: TData | null; errors?: never };
  return { status: response.status, data: body.data ?? null, errors: body.errors };
}
