import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** Whether the API refused with this `extensions.code` (e.g. UNAUTHENTICATED, SERVICE_UNAVAILABLE). */
export function hasErrorCode(error: unknown, code: string): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === code)
  );
}

/**
 * The server's own words for a failed operation (a GraphQL error's message is the text the REST
 * facade would have answered), for spec section 8's destructive toasts.
 */
export function serverMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong';
}
