import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { type DoublePrice, StripeDouble } from './stripe-double.js';

/** The product's two plans as the local double offers them: $12 a month, $99 a year. */
export const LOCAL_PAYMENTS_PRICES: DoublePrice[] = [
  { id: 'price_local_monthly', unitAmount: 1200, currency: 'usd', interval: 'month' },
  { id: 'price_local_annual', unitAmount: 9900, currency: 'usd', interval: 'year' },
];

/** Test keys only: the double accepts nothing else, and Stripe would refuse them. */
const SECRET_KEY = 'sk_test_local_payments';
const PUBLISHABLE_KEY = 'pk_test_local_payments';

export interface LocalPayments {
  double: StripeDouble;
  /**
   * What billing (Stripe's API, keys, prices, webhook secret) and the gateway (where the
   * stand-in Stripe.js and its confirmations go: LOCAL_PAYMENTS_URL) are started with.
   */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Development's payments without a Stripe account (`npm start` with no STRIPE_SECRET_KEY): the
 * Stripe double on a loopback port, its state kept in `<dataDir>/local-payments.json` so the
 * subscriptions billing's database names survive a restart, delivering its events as webhooks
 * signed with a secret made for this run to `webhookUrl` (the gateway's Stripe webhook route),
 * exactly as Stripe would.
 */
export async function startLocalPayments({
  dataDir,
  webhookUrl,
}: {
  dataDir: string;
  webhookUrl: string;
}): Promise<LocalPayments> {
  const webhookSecret = `whsec_local_${randomBytes(18).toString('base64url')}`;
  const double = await new StripeDouble({
    prices: LOCAL_PAYMENTS_PRICES,
    webhookUrl,
    webhookSecret,
    stateFile: join(dataDir, 'local-payments.json'),
    recordRequests: false,
  }).start();
  return {
    double,
    env: {
      STRIPE_API_URL: double.url,
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PRICE_MONTHLY: LOCAL_PAYMENTS_PRICES[0]!.id,
      STRIPE_PRICE_ANNUAL: LOCAL_PAYMENTS_PRICES[1]!.id,
      LOCAL_PAYMENTS_URL: double.url,
    },
    stop: () => double.stop(),
  };
}
