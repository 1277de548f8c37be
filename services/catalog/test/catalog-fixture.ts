import { startCatalog, type CatalogTestApp } from '../src/testing/index.js';

/**
 * The catalog for one spec file: started before its tests, closed after them, and with
 * `emptyBeforeEach` emptied before each test so no test sees another's summaries.
 */
export function useCatalog(
  label: string,
  options: { emptyBeforeEach?: boolean } = {},
): CatalogTestApp {
  // Filled in before the first test runs; spec files read it only inside tests and hooks.
  const catalog = {} as CatalogTestApp;
  beforeAll(async () => {
    Object.assign(catalog, await startCatalog(label));
  });
  afterAll(() => catalog.close());
  if (options.emptyBeforeEach) {
    beforeEach(() =>
      catalog.dataSource.query('TRUNCATE summary, category, outbox_event, audit_entry CASCADE'),
    );
  }
  return catalog;
}
