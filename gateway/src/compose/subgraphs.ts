import type { ServiceName } from '@distill/contracts';

export interface SubgraphDefinition {
  /** The subgraph's name in the supergraph: its service in the manifest, which gives its URL. */
  name: ServiceName;
  /** The service's `forRoot(config)` Nest module: package export and export name. */
  appModule: { from: string; name: string };
  /** The service's configuration schema: package export and export name. */
  configSchema: { from: string; name: string };
  /** Variables for printing: the scratch database, and start-up side effects turned off. */
  env(databaseUrl: string): Record<string, string>;
}

/** Every subgraph composed into the supergraph. */
export const SUBGRAPHS: SubgraphDefinition[] = [
  {
    name: 'identity',
    appModule: { from: '@distill/identity/app.module', name: 'IdentityAppModule' },
    configSchema: { from: '@distill/identity/config', name: 'identityConfigSchema' },
    env: (databaseUrl) => ({ IDENTITY_DATABASE_URL: databaseUrl }),
  },
  {
    name: 'catalog',
    appModule: { from: '@distill/catalog/app.module', name: 'CatalogAppModule' },
    configSchema: { from: '@distill/catalog/config', name: 'catalogConfigSchema' },
    env: (databaseUrl) => ({ CATALOG_DATABASE_URL: databaseUrl, SEED_EMPTY_CATALOG: 'false' }),
  },
  {
    name: 'reading',
    appModule: { from: '@distill/reading/app.module', name: 'ReadingAppModule' },
    configSchema: { from: '@distill/reading/config', name: 'readingConfigSchema' },
    env: (databaseUrl) => ({ READING_DATABASE_URL: databaseUrl }),
  },
  {
    name: 'billing',
    appModule: { from: '@distill/billing/app.module', name: 'BillingAppModule' },
    configSchema: { from: '@distill/billing/config', name: 'billingConfigSchema' },
    env: (databaseUrl) => ({ BILLING_DATABASE_URL: databaseUrl }),
  },
];
