// The reading service's test kit: `@distill/reading/testing`.
export * from './reading-test-app.js';
