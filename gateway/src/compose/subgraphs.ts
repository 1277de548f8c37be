import { parseConfig, printServiceSubgraphSchema } from '@distill/platform';

export interface SubgraphDefinition {
  /** The subgraph's name in the supergraph; the gateway maps it to a URL from its config. */
  name: string;
  /** Prints the subgraph's SDL by booting the service against `databaseUrl`. */
  printSchema(databaseUrl: string): Promise<string>;
}

/** Every subgraph composed into the supergraph. */
export const SUBGRAPHS: SubgraphDefinition[] = [
  {
    name: 'identity',
    async printSchema(databaseUrl) {
      const [{ IdentityAppModule }, { identityConfigSchema }] = await Promise.all([
        import('@distill/identity/app.module'),
        import('@distill/identity/config'),
      ]);
      const config = parseConfig(identityConfigSchema, { ...process.env, IDENTITY_DATABASE_URL: databaseUrl });
      return printServiceSubgraphSchema(IdentityAppModule.forRoot(config));
    },
  },
  {
    name: 'catalog',
    async printSchema(databaseUrl) {
      const [{ CatalogAppModule }, { catalogConfigSchema }] = await Promise.all([
        import('@distill/catalog/app.module'),
        import('@distill/catalog/config'),
      ]);
      const config = parseConfig(catalogConfigSchema, {
        ...process.env,
        CATALOG_DATABASE_URL: databaseUrl,
        SEED_EMPTY_CATALOG: 'false',
      });
      return printServiceSubgraphSchema(CatalogAppModule.forRoot(config));
    },
  },
];
