import { ANONYMOUS_VIEWER } from '@distill/contracts';
import { signViewerContext } from '@distill/platform';
import { testsRunEmbedded } from '@distill/platform/testing';
import { createSummary, querySubgraph, viewers } from '../src/testing/index.js';
import { useCatalog } from './catalog-fixture.js';

const catalog = useCatalog('subgraph');

const post = (headers: Record<string, string>) =>
  fetch(`${catalog.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: '{ categories { id } }' }),
  });

describe('catalog subgraph', () => {
  it('refuses requests without a gateway-signed viewer context', async () => {
    const response = await post({});
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Missing viewer context' });
  });

  it('refuses a context signed with another secret', async () => {
    const forged = await signViewerContext(
      viewers.admin,
      'not-the-internal-secret-but-long-enough',
    );
    expect((await post({ 'x-distill-viewer': forged })).status).toBe(401);
  });

  it('refuses a tampered context', async () => {
    const [header, , signature] = (
      await signViewerContext(viewers.freeMember, catalog.config.INTERNAL_SECRET)
    ).split('.');
    const payload = Buffer.from(
      JSON.stringify({ kind: 'member', role: 'admin', sub: 'x' }),
    ).toString('base64url');
    expect((await post({ 'x-distill-viewer': `${header}.${payload}.${signature}` })).status).toBe(
      401,
    );
  });

  it('serves health and readiness without a viewer context', async () => {
    expect((await fetch(`${catalog.url}/health`)).status).toBe(200);
    const ready = await fetch(`${catalog.url}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      details: {
        database: { status: 'up' },
        // Embedded, there is no Redis to reach: events and jobs stay in the process.
        ...(testsRunEmbedded() ? {} : { redis: { status: 'up' } }),
        counts: { status: 'up', summaries: expect.any(Number), sections: expect.any(Number) },
      },
    });
  });

  it('resolves Summary entity references with the access rule of the viewer', async () => {
    const premium = await createSummary(catalog, { isPremium: true });
    const query = `query($representations: [_Any!]!) {
      _entities(representations: $representations) { ... on Summary { id content hasFullAccess } }
    }`;
    const variables = { representations: [{ __typename: 'Summary', id: premium.id }] };
    const anonymous = await querySubgraph(catalog, ANONYMOUS_VIEWER, query, variables);
    expect(anonymous.body.data._entities[0]).toEqual({
      id: premium.id,
      content: `Opening line ${premium.title.split(' ')[1]}.\nSecond line ${premium.title.split(' ')[1]}.`,
      hasFullAccess: false,
    });
    const subscriber = await querySubgraph(catalog, viewers.subscriber, query, variables);
    expect(subscriber.body.data._entities[0].hasFullAccess).toBe(true);
    expect(subscriber.body.data._entities[0].content).toContain('full content only');
  });

  it('hides unexpected failures behind a generic message with a correlation id', async () => {
    await catalog.dataSource.query('ALTER TABLE category RENAME TO category_gone');
    try {
      const { body } = await querySubgraph(catalog, ANONYMOUS_VIEWER, '{ categories { id } }');
      expect(body.errors?.[0]).toMatchObject({
        message: 'Internal server error',
        extensions: { code: 'INTERNAL_SERVER_ERROR', correlationId: expect.any(String) },
      });
      expect(JSON.stringify(body)).not.toContain('category_gone');
    } finally {
      await catalog.dataSource.query('ALTER TABLE category_gone RENAME TO category');
    }
  });
});
