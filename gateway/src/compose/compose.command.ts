import { writeFile } from 'node:fs/promises';
import { createTestDatabase } from '@distill/platform/testing';
import { composeSupergraph } from './compose.js';

export const SUPERGRAPH_PATH = new URL('../../supergraph.graphql', import.meta.url);
export const API_SCHEMA_PATH = new URL('../../schema.graphql', import.meta.url);

/**
 * `npm run compose`: regenerates gateway/supergraph.graphql and gateway/schema.graphql. Each
 * service boots against a scratch database (DATABASE_URL's server), dropped afterwards.
 */
const scratch: Array<() => Promise<void>> = [];
try {
  const schemas = await composeSupergraph(async (name) => {
    const database = await createTestDatabase(
      `compose_${name}`,
      process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    );
    scratch.push(database.drop);
    return database.url;
  });
  await writeFile(SUPERGRAPH_PATH, schemas.supergraphSdl);
  await writeFile(API_SCHEMA_PATH, schemas.apiSchemaSdl);
  process.stdout.write('wrote gateway/supergraph.graphql and gateway/schema.graphql\n');
} finally {
  await Promise.all(scratch.map((drop) => drop()));
}
