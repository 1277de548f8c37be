// The identity service's test kit for other projects' tests (the gateway's):
// `@distill/identity/testing`. Their suites reach identity only through it, never through its
// internals.
export { IDENTITY_MIGRATIONS } from '../identity.schema.js';
