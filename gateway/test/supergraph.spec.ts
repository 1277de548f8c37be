import { readFileSync } from 'node:fs';
import { composeSupergraph } from '../src/compose/compose.js';

describe('checked-in supergraph', () => {
  // The services' builds (run before this test) print each subgraph's SDL from its resolvers.
  it('matches what the services composed to today (run `npm run compose` when this fails)', async () => {
    const composed = await composeSupergraph();
    expect(readFileSync(new URL('../supergraph.graphql', import.meta.url), 'utf8')).toBe(
      composed.supergraphSdl,
    );
    expect(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8')).toBe(
      composed.apiSchemaSdl,
    );
  });
});
