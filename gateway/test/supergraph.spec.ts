import { readFileSync } from 'node:fs';
import { createTestDatabase } from '@distill/platform/testing';
import { composeSupergraph } from '../src/compose/compose.js';

describe('checked-in supergraph', () => {
  it('matches what the subgraphs compose to today (run `npm run compose` when this fails)', async () => {
    const drops: Array<() => Promise<void>> = [];
    try {
      const composed = await composeSupergraph(async (name) => {
        const database = await createTestDatabase(`compose_${name}`);
        drops.push(database.drop);
        return database.url;
      });
      expect(readFileSync(new URL('../supergraph.graphql', import.meta.url), 'utf8')).toBe(
        composed.supergraphSdl,
      );
      expect(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8')).toBe(
        composed.apiSchemaSdl,
      );
    } finally {
      await Promise.all(drops.map((drop) => drop()));
    }
  });
});

describe('service manifest', () => {
  it('composes exactly the services of the manifest', async () => {
    const { SUBGRAPHS } = await import('../src/compose/subgraphs.js');
    const { SERVICE_NAMES } = await import('@distill/contracts');
    expect(SUBGRAPHS.map((subgraph) => subgraph.name)).toEqual(SERVICE_NAMES);
  });
});
