// The catalog's test kit, shared by its own tests and by other projects' tests that need a
// real catalog (reading's projection, the gateway): `@distill/catalog/testing`.
export * from './catalog-test-app.js';
export { CATALOG_MIGRATIONS } from '../catalog.schema.js';
