import { randomBytes } from 'node:crypto';
import { ProcessMetrics } from '@distill/platform';
import { call, graphqlCall, startGatewayStack, type GatewayStack } from './gateway-stack.js';

/** Every series of a registry, without its value: `name{labels}`. */
async function seriesOf(metrics: ProcessMetrics): Promise<Set<string>> {
  const text = await metrics.registry.metrics();
  return new Set(
    text
      .split('\n')
      .filter((line) => line.startsWith('distill_'))
      .map((line) => line.slice(0, line.lastIndexOf(' '))),
  );
}

const randomName = () => `Probe${randomBytes(6).toString('hex')}`;

/** `/api/categories` as `/aPi/CATegories`: the same route in another spelling. */
function randomCase(path: string): string {
  return [...path]
    .map((character) => (Math.random() < 0.5 ? character.toUpperCase() : character))
    .join('');
}

/** What a visitor chooses (operation names, the spelling of a path) never becomes a series. */
describe('metrics labels come from a closed set', () => {
  let stack: GatewayStack;
  let identityMetrics: ProcessMetrics;

  beforeAll(async () => {
    // Reads identity's own metrics registry: its services in this suite's process.
    stack = await startGatewayStack({ privateServices: true });
    identityMetrics = stack.identityApp!.get(ProcessMetrics);
  });

  afterAll(async () => {
    await stack.close();
  });

  /** One round of each kind of request, under the given operation name and path spelling. */
  async function round(name: string, spell: (path: string) => string): Promise<void> {
    await graphqlCall(stack.url, `query ${name} { viewer { id } }`);
    await graphqlCall(stack.url, `query ${name} { viewer { id } nope }`);
    await call(stack.url, 'POST', '/graphql', {
      json: { query: '{ viewer { id } }', operationName: name },
      headers: { 'apollo-require-preflight': 'true' },
    });
    await call(stack.url, 'GET', spell('/api/simple-user'));
    await call(stack.url, 'GET', spell(`/api/summaries/${randomBytes(4).toString('hex')}`));
  }

  it('grows no series over 60 requests with random operation names and path spellings', async () => {
    // Every kind of request once, so each legitimate series exists before counting.
    await round('Viewer', (path) => path);
    await round('Viewer', (path) => path.toUpperCase());
    const gatewayBefore = await seriesOf(stack.gateway.metrics);
    const identityBefore = await seriesOf(identityMetrics);

    for (let index = 0; index < 12; index += 1) await round(randomName(), randomCase);

    expect([...(await seriesOf(stack.gateway.metrics))].sort()).toEqual([...gatewayBefore].sort());
    expect([...(await seriesOf(identityMetrics))].sort()).toEqual([...identityBefore].sort());
  });

  it('labels an operation by its root field, on the gateway and on the subgraph', async () => {
    await graphqlCall(stack.url, `query ${randomName()} { viewer { id } }`);
    const gateway = [...(await seriesOf(stack.gateway.metrics))];
    const identity = [...(await seriesOf(identityMetrics))];
    expect(gateway).toContain(
      'distill_graphql_operations_total{operation="viewer",type="query",outcome="ok",process="gateway"}',
    );
    expect(identity).toContain(
      'distill_graphql_operations_total{operation="viewer",type="query",outcome="ok",process="identity"}',
    );
    expect(gateway.some((series) => series.includes('Probe'))).toBe(false);
    expect(identity.some((series) => series.includes('Probe'))).toBe(false);
  });

  it('labels a REST request by its route pattern whatever its spelling', async () => {
    await call(stack.url, 'GET', '/API/Simple-User');
    const gateway = [...(await seriesOf(stack.gateway.metrics))];
    expect(gateway).toContain(
      'distill_http_requests_total{method="GET",route="/api/simple-user",status="401",process="gateway"}',
    );
    expect(gateway.some((series) => /route="\/API/.test(series))).toBe(false);
  });
});
