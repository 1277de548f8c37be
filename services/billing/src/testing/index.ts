export * from './stripe-double.js';
export * from './stand-in-stripe-js.js';
