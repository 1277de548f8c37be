export * from './test-infrastructure.js';
export * from './firebase-emulator.js';
export * from './test-viewers.js';
export * from './service-process.js';
export { freePort } from '../net/ports.js';
export * from './signed-graphql.js';
export * from './test-service.js';
export * from './redis-process.js';
export * from './postgres-process.js';
