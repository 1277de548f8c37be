import type { AddressInfo } from 'node:net';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { startTracing, type Tracing } from '@distill/platform';
import { type GatewayStack, graphqlCall, startGatewayStack } from './gateway-stack.js';

const exporter = new InMemorySpanExporter();

type FinishedSpan = ReturnType<InMemorySpanExporter['getFinishedSpans']>[number];

function ancestorsOf(span: FinishedSpan, spans: FinishedSpan[]): string[] {
  const ancestors: string[] = [];
  let parent = span.parentSpanContext?.spanId;
  while (parent) {
    ancestors.push(parent);
    parent = spans.find((candidate) => candidate.spanContext().spanId === parent)?.parentSpanContext
      ?.spanId;
  }
  return ancestors;
}
let tracing: Tracing;
let stack: GatewayStack;

beforeAll(async () => {
  tracing = startTracing('test', { spanProcessors: [new SimpleSpanProcessor(exporter)] });
  // The catalog's spans are collected in this process: services of the suite's own.
  stack = await startGatewayStack({ withCatalog: true, seedCatalog: false, privateServices: true });
});
afterAll(async () => {
  await stack.close();
  await tracing.shutdown();
});

describe('gateway observability', () => {
  it('records one trace from the gateway request through the subgraph call into the subgraph', async () => {
    exporter.reset();
    const { status } = await graphqlCall(stack.url, 'query Categories { categories { id } }');
    expect(status).toBe(200);

    const spans = exporter.getFinishedSpans();
    const gatewayRequest = spans.find(
      (span) =>
        span.instrumentationScope.name === 'distill-gateway' &&
        span.kind === SpanKind.SERVER &&
        span.name === 'POST /graphql',
    );
    const subgraphCall = spans.find(
      (span) => span.kind === SpanKind.CLIENT && span.name === 'POST subgraph catalog',
    );
    const catalogRequest = spans.find(
      (span) =>
        span.instrumentationScope.name === 'distill-catalog' && span.kind === SpanKind.SERVER,
    );
    expect(gatewayRequest).toBeDefined();
    expect(gatewayRequest?.attributes['graphql.operation.name']).toBe('Categories');
    const traceId = gatewayRequest!.spanContext().traceId;
    expect(subgraphCall?.spanContext().traceId).toBe(traceId);
    // Apollo's own gateway spans (request, plan, fetch) sit between the request and the call.
    expect(ancestorsOf(subgraphCall!, spans)).toContain(gatewayRequest!.spanContext().spanId);
    expect(catalogRequest?.spanContext().traceId).toBe(traceId);
    expect(catalogRequest?.parentSpanContext?.spanId).toBe(subgraphCall!.spanContext().spanId);
    expect(catalogRequest?.name).toBe('POST /graphql');
  });

  it('counts the operation in the gateway metrics, apart from the public port', async () => {
    const gateway = stack.gateway;
    const server = await gateway.metrics.listen(0, '127.0.0.1');
    try {
      await graphqlCall(stack.url, 'query Categories { categories { id } }');
      const metricsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
      const body = await (await fetch(metricsUrl)).text();
      expect(body).toMatch(
        /distill_graphql_operations_total\{operation="categories",type="query",outcome="ok",process="gateway"\} [1-9]/,
      );
      expect(body).toMatch(
        /distill_http_requests_total\{method="POST",route="\/graphql",status="200",process="gateway"\} [1-9]/,
      );
      expect(body).toContain('distill_queue_jobs{queue="distill-events-gateway",state="waiting"');
      // The public port has no metrics (the web client's fallback page answers there).
      expect(await (await fetch(`${stack.url}/metrics`)).text()).not.toContain('distill_');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('reports not ready as soon as it starts draining, while still serving', async () => {
    stack.gateway.shutdown.beginDraining();
    const ready = await fetch(`${stack.url}/ready`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { details: Record<string, unknown> }).details.shutdown).toEqual(
      { status: 'down', message: 'shutting down' },
    );
    expect((await fetch(`${stack.url}/health`)).status).toBe(200);
  });
});
