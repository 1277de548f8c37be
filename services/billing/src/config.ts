import { z } from 'zod';
import { baseConfigSchema } from '@distill/platform';

/** Empty variables count as unset, so `STRIPE_SECRET_KEY=` in an .env file disables payments. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const billingConfigSchema = baseConfigSchema
  .extend({
    /** Overrides the default database `distill_billing` on the DATABASE_URL server. */
    BILLING_DATABASE_URL: optional(z.url()),
    BILLING_PORT: z.coerce.number().int().min(1).max(65535).default(4004),
    /** Where members reach the product; the Stripe portal returns to its dashboard. */
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    /** Unset: billing runs, but subscribing answers 503 'Payments are not configured on this server'. */
    STRIPE_SECRET_KEY: optional(
      z.string().regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key'),
    ),
    /** Served to the web client at run time for Stripe.js (never baked into the build). */
    STRIPE_PUBLISHABLE_KEY: optional(
      z.string().regex(/^pk_(test|live)_\S+$/, 'must be a Stripe publishable key'),
    ),
    /** The signing secret of the webhook endpoint (`whsec_...`); unset: every webhook is refused. */
    STRIPE_WEBHOOK_SECRET: optional(
      z.string().regex(/^whsec_\S+$/, 'must be a Stripe webhook signing secret'),
    ),
    /** The Stripe prices of the two plans ($12/month, $99/year); required with a secret key. */
    STRIPE_PRICE_MONTHLY: optional(z.string().regex(/^price_\S+$/, 'must be a Stripe price id')),
    STRIPE_PRICE_ANNUAL: optional(z.string().regex(/^price_\S+$/, 'must be a Stripe price id')),
    /** Stripe's API; tests and local runs point the official SDK at a local double. */
    STRIPE_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),
    /** A signed webhook older than this is refused (replay protection). */
    STRIPE_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
    /** How long a member whose renewal failed (past_due) keeps Premium. */
    PAST_DUE_GRACE_DAYS: z.coerce.number().min(0).max(60).default(3),
  })
  .superRefine((config, context) => {
    if (!config.STRIPE_SECRET_KEY) return;
    for (const variable of ['STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_ANNUAL'] as const) {
      if (!config[variable]) {
        context.addIssue({
          code: 'custom',
          path: [variable],
          message: 'is required when STRIPE_SECRET_KEY is set',
        });
      }
    }
  });

export type BillingConfig = z.infer<typeof billingConfigSchema>;

export function pastDueGraceMs(config: BillingConfig): number {
  return config.PAST_DUE_GRACE_DAYS * 24 * 3600 * 1000;
}
