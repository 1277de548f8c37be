// The reading service's test kit for other projects: `@distill/reading/testing`. It never loads
// the service's Nest modules into the caller's process (see startServiceProcess); reading's own
// tests run it in process through ./reading-test-app.js.
export * from './reading-process.js';
export { READING_MIGRATIONS } from '../reading.schema.js';
export * from './generated-members.js';
