export * from './stripe-double.js';
export * from './stand-in-stripe-js.js';
export { BILLING_MIGRATIONS } from '../billing.schema.js';
