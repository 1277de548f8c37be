import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The API's "not signed in": a 401 from REST, UNAUTHENTICATED from GraphQL (spec section 8). */
export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((item) => item.extensions?.code === 'UNAUTHENTICATED');
  }
  return error instanceof Error && error.message.includes('401');
}
