import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { composeServices } from '@apollo/composition';
import { parse, printSchema } from 'graphql';
import { SUBGRAPHS } from './subgraphs.js';

/** The built printer (from the sources under jest, the compiled one beside them in dist/). */
const PRINTER = fileURLToPath(new URL('./print-subgraph.command.js', import.meta.url)).replace(
  /\/src\/compose\/print-subgraph\.command\.js$/,
  '/dist/compose/print-subgraph.command.js',
);

/** One subgraph's SDL, printed in its own process (see print-subgraph.command.ts for why). */
async function printSubgraphSchema(name: string, databaseUrl: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [PRINTER, name, databaseUrl], {
    maxBuffer: 16 * 1024 * 1024,
    // stdout carries the SDL: service logs must not mix into it.
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  return stdout;
}

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
    const sdl = await printSubgraphSchema(subgraph.name, await databaseUrlFor(subgraph.name));
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
