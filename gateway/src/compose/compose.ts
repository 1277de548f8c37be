import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { composeServices } from '@apollo/composition';
import { parse, printSchema } from 'graphql';
import { SUBGRAPHS, type SubgraphDefinition } from './subgraphs.js';

/**
 * Boots one service (its built package) and prints its subgraph SDL on stdout. It runs in its
 * own process because NestJS keeps code-first GraphQL type metadata process-wide: printing two
 * services in one process leaks one's types into the other's schema (identity's User would
 * appear in the catalog subgraph and composition would fail).
 */
const PRINT_ONE_SUBGRAPH = `
const [appModule, configSchema, env] = JSON.parse(process.argv[1]);
const { parseConfig, printServiceSubgraphSchema } = await import('@distill/platform');
const module = (await import(appModule.from))[appModule.name];
const schema = (await import(configSchema.from))[configSchema.name];
const config = parseConfig(schema, { ...process.env, ...env });
process.stdout.write(await printServiceSubgraphSchema(module.forRoot(config)));
process.exit(0);
`;

/** The gateway package: the printer resolves the services' packages from here. */
const GATEWAY_ROOT = fileURLToPath(new URL('../../', import.meta.url));

async function printSubgraphSchema(
  subgraph: SubgraphDefinition,
  databaseUrl: string,
): Promise<string> {
  const spec = JSON.stringify([
    subgraph.appModule,
    subgraph.configSchema,
    subgraph.env(databaseUrl),
  ]);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '--eval', PRINT_ONE_SUBGRAPH, spec],
    // stdout carries the SDL: service logs must not mix into it.
    {
      cwd: GATEWAY_ROOT,
      env: { ...process.env, LOG_LEVEL: 'silent' },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
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
    const sdl = await printSubgraphSchema(subgraph, await databaseUrlFor(subgraph.name));
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
