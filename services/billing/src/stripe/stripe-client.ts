import Stripe from 'stripe';
import type { BillingConfig } from '../config.js';

export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

/**
 * The official SDK, pointed at STRIPE_API_URL (Stripe itself, or a local double in tests and
 * local runs). Null when no secret key is configured: billing still serves, it just cannot sell.
 */
export function createStripeClient(config: BillingConfig): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const api = new URL(config.STRIPE_API_URL);
  return new Stripe(config.STRIPE_SECRET_KEY, {
    host: api.hostname,
    port: api.port ? Number(api.port) : undefined,
    protocol: api.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'distill-billing' },
  });
}

/** The id of an expandable field, whether Stripe returned the id or the expanded object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
