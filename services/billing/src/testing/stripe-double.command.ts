import { billingConfigSchema } from '../config.js';
import { StripeDouble } from './stripe-double.js';
import { loadConfigOrExit } from '@distill/platform';

/**
 * Runs the Stripe double by hand, for trying the subscription flow locally:
 *   npm run stripe-double -w services/billing
 * then start Distill with the variables it prints. Its events are delivered to the gateway's
 * webhook route, signed with STRIPE_WEBHOOK_SECRET.
 */
const config = loadConfigOrExit(billingConfigSchema);
const port = Number(process.env.STRIPE_DOUBLE_PORT ?? 12111);
const webhookSecret = config.STRIPE_WEBHOOK_SECRET ?? 'whsec_distill_local_double';
const monthly = config.STRIPE_PRICE_MONTHLY ?? 'price_double_monthly';
const annual = config.STRIPE_PRICE_ANNUAL ?? 'price_double_annual';
const double = await new StripeDouble({
  port,
  prices: [
    { id: monthly, unitAmount: 1200, currency: 'usd', interval: 'month' },
    { id: annual, unitAmount: 9900, currency: 'usd', interval: 'year' },
  ],
  webhookUrl: new URL('/api/webhooks/stripe', config.PUBLIC_URL).toString(),
  webhookSecret,
}).start();
process.stdout.write(`Stripe double listening at ${double.url}
Start Distill against it with:
  STRIPE_API_URL=${double.url} STRIPE_SECRET_KEY=sk_test_double STRIPE_PUBLISHABLE_KEY=pk_test_double \\
  STRIPE_WEBHOOK_SECRET=${webhookSecret} STRIPE_PRICE_MONTHLY=${monthly} STRIPE_PRICE_ANNUAL=${annual} npm start
Controls: POST ${double.url}/_double/clock/advance {"seconds": 691200}
          POST ${double.url}/_double/subscriptions/<sub id>/fail-renewal | trial-will-end
`);
const stop = () => void double.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
