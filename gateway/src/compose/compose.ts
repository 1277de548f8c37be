import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { composeServices } from '@apollo/composition';
import { SERVICE_MANIFEST, SERVICE_NAMES } from '@distill/contracts';
import { parse, printSchema } from 'graphql';

const REPOSITORY_ROOT = new URL('../../../', import.meta.url);

/**
 * Where a service's build wrote its subgraph SDL (`dist/schema.graphql`, printed from its
 * resolvers alone), relative to the repository root.
 */
export function subgraphSchemaFile(name: keyof typeof SERVICE_MANIFEST): string {
  return join(dirname(SERVICE_MANIFEST[name].entry), 'schema.graphql');
}

export interface ComposedSchemas {
  /** What the gateway loads: the supergraph with its join metadata. */
  supergraphSdl: string;
  /** The public API schema: what partners and the web client's code generator see. */
  apiSchemaSdl: string;
}

const PLACEHOLDER_URL = 'http://subgraph.invalid/graphql';

/**
 * Composes the supergraph from the SDL files of the manifest's services, as Apollo's
 * supergraph-demo does: no service runs, so no database or Redis is involved (build the services
 * first; `npm run compose` does). Subgraph URLs are not baked in (each deployment configures
 * them), so the file is identical wherever it is generated.
 */
export async function composeSupergraph(): Promise<ComposedSchemas> {
  const services = await Promise.all(
    SERVICE_NAMES.map(async (name) => ({
      name,
      url: PLACEHOLDER_URL,
      typeDefs: parse(await readFile(new URL(subgraphSchemaFile(name), REPOSITORY_ROOT), 'utf8')),
    })),
  );
  const result = composeServices(services);
  if (result.errors) {
    throw new Error(`composition failed:\n${result.errors.map((e) => e.message).join('\n')}`);
  }
  return {
    supergraphSdl: result.supergraphSdl,
    apiSchemaSdl: printSchema(result.schema.toAPISchema().toGraphQLJSSchema()),
  };
}
