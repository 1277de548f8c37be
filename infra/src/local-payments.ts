import { type LocalPayments, startLocalPayments } from '@distill/billing/local-payments';

/**
 * How `npm start` takes payments:
 * - `stripe`: STRIPE_SECRET_KEY is set (with billing's other Stripe settings);
 * - `local`: development without Stripe settings: the local payments mode, a Stripe double
 *   (test cards only) started with the product, so the subscription flow can be tried offline;
 * - `off`: no Stripe settings in production, or LOCAL_PAYMENTS=false: /subscribe says payments
 *   are not configured.
 * LOCAL_PAYMENTS=true asks for the local mode outright; production refuses it (`refused`).
 */
export type PaymentsMode =
  { kind: 'stripe' | 'local' | 'off' } | { kind: 'refused'; message: string };

export function paymentsModeOf(env: NodeJS.ProcessEnv): PaymentsMode {
  const requested = env.LOCAL_PAYMENTS?.trim() || undefined;
  if (requested !== undefined && requested !== 'true' && requested !== 'false') {
    return {
      kind: 'refused',
      message: `LOCAL_PAYMENTS must be true or false, not "${requested}".`,
    };
  }
  const stripeKey = Boolean(env.STRIPE_SECRET_KEY?.trim());
  if (requested === 'true' && env.NODE_ENV === 'production') {
    return {
      kind: 'refused',
      message:
        'LOCAL_PAYMENTS=true is refused in production: the local payments mode (a Stripe double, test cards only) is for development. Set STRIPE_SECRET_KEY and the rest of Stripe’s settings to take payments, or unset LOCAL_PAYMENTS.',
    };
  }
  if (requested === 'true' && stripeKey) {
    return {
      kind: 'refused',
      message:
        'LOCAL_PAYMENTS=true and STRIPE_SECRET_KEY are both set: unset one (the local payments mode is a Stripe double; STRIPE_SECRET_KEY names a Stripe account).',
    };
  }
  if (stripeKey) return { kind: 'stripe' };
  if (env.NODE_ENV === 'production' || requested === 'false') return { kind: 'off' };
  return { kind: 'local' };
}

/** The gateway's Stripe webhook route as this machine reaches it (HOST, PORT). */
export function webhookUrlOf(env: NodeJS.ProcessEnv): string {
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  const port = Number(env.PORT ?? 3000);
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}/api/webhooks/stripe`;
}

/** The local payments mode's Stripe double, its state kept in the data folder. */
export function startLocalPaymentsFor(
  env: NodeJS.ProcessEnv,
  dataDir: string,
): Promise<LocalPayments> {
  return startLocalPayments({ dataDir, webhookUrl: webhookUrlOf(env) });
}

/** The banner's `payments` line. */
export function paymentsLine(mode: PaymentsMode, local: LocalPayments | undefined): string {
  if (local) {
    return `local test mode: a Stripe double at ${local.double.url}, test cards only (4242 4242 4242 4242), nothing charged`;
  }
  if (mode.kind === 'stripe') return 'Stripe (STRIPE_SECRET_KEY)';
  return 'not configured (no STRIPE_SECRET_KEY): /subscribe says so';
}
