import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { Viewer } from '@distill/contracts';
import { type Clock, OutboxRelay, parseConfig, systemClock } from '@distill/platform';
import {
  eventually,
  postSignedGraphQL,
  startTestService,
  type TestService,
} from '@distill/platform/testing';
import { BillingAppModule } from '../src/app.module.js';
import { BILLING_MIGRATIONS } from '../src/billing.schema.js';
import { billingConfigSchema, type BillingConfig } from '../src/config.js';
import { StripeDouble } from '../src/local-payments/stripe-double.js';
import { StripeEvent } from '../src/webhooks/stripe-event.entity.js';

export const WEBHOOK_SECRET = 'whsec_test_billing_secret';
export const PRICES = [
  { id: 'price_test_monthly', unitAmount: 1200, currency: 'usd', interval: 'month' as const },
  { id: 'price_test_annual', unitAmount: 9900, currency: 'usd', interval: 'year' as const },
];

export interface BillingTestApp extends TestService<BillingConfig> {
  relay: OutboxRelay;
  double: StripeDouble;
  /** The official SDK against the double, as a test's own view of "Stripe". */
  stripe: Stripe;
}

/**
 * The real billing service on an ephemeral port, a fresh database, its own queue prefix, and
 * the official Stripe SDK pointed at a fresh Stripe double (events recorded, not delivered:
 * tests deliver them, signed, as often and in whatever order they want).
 */
export async function startBilling(
  label: string,
  env: Record<string, string> = {},
  clock: Clock = systemClock,
): Promise<BillingTestApp> {
  const double = await new StripeDouble({ prices: PRICES }).start();
  const service = await startTestService({
    service: 'billing',
    label,
    migrations: BILLING_MIGRATIONS,
    parseConfig: (settings) => parseConfig(billingConfigSchema, settings),
    appModule: (config) => BillingAppModule.forRoot(config, clock),
    env: {
      STRIPE_SECRET_KEY: 'sk_test_billing',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_billing',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_MONTHLY: PRICES[0]!.id,
      STRIPE_PRICE_ANNUAL: PRICES[1]!.id,
      STRIPE_API_URL: double.url,
      ...env,
    },
  });
  return {
    ...service,
    relay: service.app.get(OutboxRelay),
    double,
    stripe: new Stripe('sk_test_billing', double.sdkOptions),
    async close() {
      await service.close();
      await double.stop();
    },
  };
}

/** A member viewer for billing's tests: the platform's shared test factory. */
export { createMember as member } from '@distill/platform/testing';

/** POSTs a GraphQL operation to the billing subgraph as `viewer`, signed like the gateway does. */
export function queryBilling(
  billing: BillingTestApp,
  viewer: Viewer,
  query: string,
  variables: Record<string, unknown> = {},
) {
  return postSignedGraphQL(billing.url, billing.config.INTERNAL_SECRET, viewer, query, variables);
}

const RECEIVE = `mutation ($payloadBase64: String!, $signature: String!) {
  receiveStripeWebhook(payloadBase64: $payloadBase64, signature: $signature) { eventId duplicate }
}`;

/** Delivers a webhook body with a signature header, as the gateway relays Stripe's request. */
export function deliverRaw(billing: BillingTestApp, payload: string, signature: string) {
  return queryBilling(billing, { kind: 'anonymous' }, RECEIVE, {
    payloadBase64: Buffer.from(payload).toString('base64'),
    signature,
  });
}

/** Delivers a recorded event of the double, signed with the SDK's test helper. */
export function deliverEvent(
  billing: BillingTestApp,
  event: Record<string, unknown>,
  options: { timestamp?: number; secret?: string } = {},
) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
  return deliverRaw(billing, payload, signature);
}

export const START = `mutation ($plan: BillingPlanId!) {
  startSubscription(plan: $plan) { status clientSecret intentType }
}`;

/** A member's customer and subscription at "Stripe" (the double), as billing makes them. */
async function subscribedAtStripe(
  billing: BillingTestApp,
  userId: string,
  terms: Partial<Stripe.SubscriptionCreateParams>,
) {
  const customer = await billing.stripe.customers.create({
    email: `${userId}@example.com`,
    metadata: { userId },
  });
  const subscription = await billing.stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: PRICES[0]!.id }],
    payment_behavior: 'default_incomplete',
    metadata: { userId },
    ...terms,
  });
  return { userId, customer, subscription };
}

/** A member's trial subscription at "Stripe" (the double). */
export function trialAtStripe(billing: BillingTestApp, userId: string = randomUUID()) {
  return subscribedAtStripe(billing, userId, { trial_period_days: 7 });
}

/**
 * A member's subscription at "Stripe" (the double) with its first invoice paid by card: no
 * trial, charged at once, active.
 */
export async function paidAtStripe(billing: BillingTestApp, userId: string = randomUUID()) {
  const { customer, subscription } = await subscribedAtStripe(billing, userId, {
    expand: ['latest_invoice.confirmation_secret'],
  });
  const invoice = subscription.latest_invoice as Stripe.Invoice;
  const paymentIntent = invoice.confirmation_secret!.client_secret.split('_secret_')[0]!;
  await billing.stripe.paymentIntents.confirm(paymentIntent, { payment_method: 'pm_card_visa' });
  return { userId, customer, subscription };
}

/** The events the double recorded about one subscription (its own and its invoices'), in order. */
export function eventsOfSubscription(
  billing: BillingTestApp,
  subscriptionId: string,
): Array<Record<string, any>> {
  return billing.double.events.filter((event: Record<string, any>) => {
    const object = event.data.object;
    return (
      object.id === subscriptionId ||
      object.parent?.subscription_details?.subscription === subscriptionId
    );
  });
}

/** Waits until the worker has applied every stored Stripe event. */
export async function allEventsProcessed(billing: BillingTestApp): Promise<void> {
  await eventually(async () => {
    const pending = await billing.dataSource
      .getRepository(StripeEvent)
      .createQueryBuilder('event')
      .where('event.processedAt IS NULL')
      .getCount();
    return pending === 0 ? true : undefined;
  }, 120_000);
}
