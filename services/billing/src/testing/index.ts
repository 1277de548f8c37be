// The Stripe double and stand-in Stripe.js are the local payments mode's; one copy for both.
export * from '../local-payments/index.js';
export { BILLING_MIGRATIONS } from '../billing.schema.js';
