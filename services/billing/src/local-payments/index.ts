// The local payments mode of `npm start` (development only): the Stripe double and the stand-in
// Stripe.js it serves. The tests use the same double through `@distill/billing/testing`.
export * from './stripe-double.js';
export * from './stand-in-stripe-js.js';
export * from './local-payments.js';
