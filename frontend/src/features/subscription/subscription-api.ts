import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { hasErrorCode } from '../../lib/graphql-errors';

/**
 * Spec section 8's "an error starting '401:' and containing Unauthorized": over GraphQL, the
 * UNAUTHENTICATED code (the REST facade's 401) with the message Unauthorized.
 */
export function isUnauthorized(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some(
      (item) =>
        item.extensions?.code === 'UNAUTHENTICATED' && item.message.includes('Unauthorized'),
    )
  );
}

/** Billing has no Stripe key (the REST facade's 503). */
export function isPaymentsUnavailable(error: unknown): boolean {
  return hasErrorCode(error, 'SERVICE_UNAVAILABLE');
}

/** "$12.00" from integer cents. */
export function formatMoney(amountCents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amountCents / 100);
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** "5 days left in your trial", "1 day left in your trial". */
export function trialDaysLeftText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'} left in your trial`;
}
