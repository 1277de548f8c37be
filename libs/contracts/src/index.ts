export * from './events.js';
export * from './viewer.js';
export * from './services.js';
export * from './ids.js';
export * from './subscription.js';
export * from './readiness.js';
export * from './reader-settings.js';
export * from './access.js';
