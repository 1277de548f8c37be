import { writeFile } from 'node:fs/promises';
import { composeSupergraph } from './compose.js';

const SUPERGRAPH_PATH = new URL('../../supergraph.graphql', import.meta.url);
const API_SCHEMA_PATH = new URL('../../schema.graphql', import.meta.url);

/**
 * `npm run compose`: regenerates gateway/supergraph.graphql and gateway/schema.graphql from the
 * SDL files the services' builds wrote (`services/<name>/dist/schema.graphql`).
 */
const schemas = await composeSupergraph();
await writeFile(SUPERGRAPH_PATH, schemas.supergraphSdl);
await writeFile(API_SCHEMA_PATH, schemas.apiSchemaSdl);
process.stdout.write('wrote gateway/supergraph.graphql and gateway/schema.graphql\n');
