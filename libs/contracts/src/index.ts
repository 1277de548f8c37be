export * from './events.js';
export * from './viewer.js';
export * from './subscription.js';
