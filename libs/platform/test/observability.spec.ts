import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { context, SpanKind, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { DataSource } from 'typeorm';
import { OutboxRelay, ProcessMetrics, startTracing, type Tracing } from '../src/index.js';
import { tracerOf } from '../src/tracing/tracing.js';
import { createServiceApp } from '../src/bootstrap/bootstrap-service.js';
import { createTestDatabase, eventually, testRedisUrl } from '../src/testing/index.js';
import {
  AppliedEffect,
  FixtureModule,
  publishSummary,
  startFixtureProducer,
  uniquePrefix,
  removeQueue,
} from './event-fixtures.js';

describe('observability: one trace from producer to consumer, and the metrics endpoint', () => {
  const prefix = uniquePrefix();
  const exporter = new InMemorySpanExporter();
  const databases: Array<{ drop: () => Promise<void> }> = [];
  let tracing: Tracing;
  let producer: INestApplication;
  let consumer: INestApplication;
  let metricsServer: Server;

  beforeAll(async () => {
    tracing = startTracing('test', { spanProcessors: [new SimpleSpanProcessor(exporter)] });
    const producerDatabase = await createTestDatabase('observability_producer');
    const consumerDatabase = await createTestDatabase('observability_consumer');
    databases.push(producerDatabase, consumerDatabase);
    producer = await startFixtureProducer({
      databaseUrl: producerDatabase.url,
      redisUrl: testRedisUrl(),
      eventsPrefix: prefix,
    });
    consumer = await createServiceApp(
      FixtureModule.forRoot({
        service: 'reading',
        databaseUrl: consumerDatabase.url,
        redisUrl: testRedisUrl(),
        eventsPrefix: prefix,
        subscribesTo: ['catalog.summary.published'],
      }),
    );
    await consumer.listen(0, '127.0.0.1');
    metricsServer = await consumer.get(ProcessMetrics).listen(0, '127.0.0.1');
  });

  afterAll(async () => {
    await new Promise((resolve) => metricsServer.close(resolve));
    await consumer.close();
    await producer.close();
    await removeQueue('reading', testRedisUrl(), prefix);
    await tracing.shutdown();
    await Promise.all(databases.map((database) => database.drop()));
  });

  it("continues the producer's trace in the consumer through the event envelope", async () => {
    const request = tracerOf('catalog').startSpan('POST /graphql', { kind: SpanKind.SERVER });
    const envelope = await context.with(trace.setSpan(context.active(), request), () =>
      publishSummary(producer),
    );
    request.end();
    expect(envelope.traceparent).toMatch(
      new RegExp(`^00-${request.spanContext().traceId}-${request.spanContext().spanId}-0[01]$`),
    );

    await producer.get(OutboxRelay).relayPending();
    const effects = consumer.get(DataSource).getRepository(AppliedEffect);
    await eventually(async () =>
      (await effects.countBy({ eventId: envelope.id })) === 1 ? true : undefined,
    );
    const consumerSpan = await eventually(async () =>
      exporter.getFinishedSpans().find((span) => span.name === 'catalog.summary.published process'),
    );
    expect(consumerSpan.kind).toBe(SpanKind.CONSUMER);
    expect(consumerSpan.instrumentationScope.name).toBe('distill-reading');
    expect(consumerSpan.spanContext().traceId).toBe(request.spanContext().traceId);
    expect(consumerSpan.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
  });

  it('serves the metrics an operator needs on the metrics port and nothing on the service port', async () => {
    const consumerUrl = `http://127.0.0.1:${(consumer.getHttpServer().address() as AddressInfo).port}`;
    await fetch(`${consumerUrl}/slow`);
    expect((await fetch(`${consumerUrl}/metrics`)).status).toBe(404);

    const response = await fetch(
      `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}/metrics`,
    );
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toMatch(
      /distill_http_requests_total\{method="GET",route="\/slow",status="200",process="reading"\} 1/,
    );
    expect(body).toContain('distill_http_request_duration_seconds_bucket');
    expect(body).toMatch(/distill_outbox_pending_events\{process="reading"\} 0/);
    expect(body).toMatch(/distill_outbox_oldest_pending_age_seconds\{process="reading"\} 0/);
    expect(body).toMatch(
      /distill_queue_jobs\{queue="distill-events-reading",state="failed",process="reading"\} 0/,
    );
    expect(body).toMatch(
      /distill_event_jobs_total\{queue="distill-events-reading",outcome="completed",process="reading"\} 1/,
    );
    expect(body).toMatch(/distill_db_pool_connections\{state="total",process="reading"\} \d+/);
    expect(body).toContain('process_cpu_seconds_total');
  });

  it('counts webhook events through the platform API', async () => {
    const metrics = consumer.get(ProcessMetrics);
    metrics.recordWebhookEvent('stripe', 'invoice.paid', 'processed');
    metrics.recordWebhookEvent('stripe', 'invoice.paid', 'failed');
    const body = await metrics.registry.metrics();
    expect(body).toMatch(
      /distill_webhook_events_total\{provider="stripe",type="invoice.paid",outcome="processed",process="reading"\} 1/,
    );
    expect(body).toMatch(
      /distill_webhook_events_total\{provider="stripe",type="invoice.paid",outcome="failed",process="reading"\} 1/,
    );
  });
});
