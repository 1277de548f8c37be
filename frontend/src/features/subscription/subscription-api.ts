import { ApiError, apiJson } from '../../lib/api';

export interface SubscriptionStart {
  status: string;
  clientSecret?: string | null;
  intentType?: 'setup' | 'payment' | null;
}

/** Spec section 7: POST /api/create-subscription with no body (the monthly plan). */
export function createSubscription(): Promise<SubscriptionStart> {
  return apiJson<SubscriptionStart>('/api/create-subscription', { method: 'POST' });
}

/** Spec section 8: an error starting '401:' and containing Unauthorized means signed out. */
export function isUnauthorized(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.message.startsWith('401:') &&
    error.message.includes('Unauthorized')
  );
}

export function isPaymentsUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 503;
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
