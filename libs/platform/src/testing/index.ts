export * from './test-infrastructure.js';
export * from './firebase-emulator.js';
export * from './signed-graphql.js';
