import { composeServices } from '@apollo/composition';
import { parse, printSchema } from 'graphql';
import { SUBGRAPHS } from './subgraphs.js';

export interface ComposedSchemas {
  /** What the gateway loads: the supergraph with its join metadata. */
  supergraphSdl: string;
  /** The public API schema: what partners and the web client's code generator see. */
  apiSchemaSdl: string;
}

const PLACEHOLDER_URL = 'http://subgraph.invalid/graphql';

/**
 * Composes the supergraph from the subgraphs' printed schemas. Subgraph URLs are not baked in
 * (each deployment configures them), so the file is identical wherever it is generated.
 */
export async function composeSupergraph(
  databaseUrlFor: (subgraph: string) => Promise<string>,
): Promise<ComposedSchemas> {
  const services = [];
  for (const subgraph of SUBGRAPHS) {
    const sdl = await subgraph.printSchema(await databaseUrlFor(subgraph.name));
    services.push({ name: subgraph.name, url: PLACEHOLDER_URL, typeDefs: parse(sdl) });
  }
  const result = composeServices(services);
  if (result.errors) {
    throw new Error(`composition failed:\n${result.errors.map((e) => e.message).join('\n')}`);
  }
  return {
    supergraphSdl: result.supergraphSdl,
    apiSchemaSdl: printSchema(result.schema.toAPISchema().toGraphQLJSSchema()),
  };
}
