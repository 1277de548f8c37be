export * from './events.js';
export * from './viewer.js';
