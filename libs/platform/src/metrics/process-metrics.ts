import { createServer, type Server } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { routeOf } from './http-route.js';

/** Latency buckets (seconds) shared by the HTTP and GraphQL histograms. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type WebhookOutcome = 'processed' | 'duplicate' | 'failed';

/**
 * The Prometheus metrics of one process (gateway or service), in a registry of its own so two
 * applications in one test process never share counters. Every metric name is listed in
 * docs/operations.md.
 */
export class ProcessMetrics {
  readonly registry = new Registry();

  readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  readonly graphqlOperations: Counter<'operation' | 'type' | 'outcome'>;
  readonly graphqlDuration: Histogram<'operation' | 'type' | 'outcome'>;
  readonly eventJobs: Counter<'queue' | 'outcome'>;
  readonly webhookEvents: Counter<'provider' | 'type' | 'outcome'>;

  constructor(process: string) {
    this.registry.setDefaultLabels({ process });
    collectDefaultMetrics({ register: this.registry });
    const registers = [this.registry];
    this.httpRequests = new Counter({
      name: 'distill_http_requests_total',
      help: 'HTTP requests answered, by method, route and status code',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.httpDuration = new Histogram({
      name: 'distill_http_request_duration_seconds',
      help: 'HTTP request latency, by method, route and status code',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.graphqlOperations = new Counter({
      name: 'distill_graphql_operations_total',
      help: 'GraphQL operations, by root field, type and outcome (ok or error)',
      labelNames: ['operation', 'type', 'outcome'],
      registers,
    });
    this.graphqlDuration = new Histogram({
      name: 'distill_graphql_operation_duration_seconds',
      help: 'GraphQL operation latency, by root field, type and outcome',
      labelNames: ['operation', 'type', 'outcome'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.eventJobs = new Counter({
      name: 'distill_event_jobs_total',
      help: 'Event jobs handled by this process, by queue and outcome',
      labelNames: ['queue', 'outcome'],
      registers,
    });
    this.webhookEvents = new Counter({
      name: 'distill_webhook_events_total',
      help: 'Incoming webhook events (e.g. Stripe), by provider, event type and outcome',
      labelNames: ['provider', 'type', 'outcome'],
      registers,
    });
  }

  /** Counts one webhook event: `processed`, `duplicate` (already seen) or `failed`. */
  recordWebhookEvent(provider: string, type: string, outcome: WebhookOutcome): void {
    this.webhookEvents.inc({ provider, type, outcome });
  }

  /** Express middleware timing every request; the route is the matched pattern, not the URL. */
  httpMiddleware() {
    return (req: Request, res: Response, next: NextFunction): void => {
      const stop = this.httpDuration.startTimer();
      res.once('finish', () => {
        const labels = {
          method: req.method,
          route: routeOf(req),
          status: String(res.statusCode),
        };
        stop(labels);
        this.httpRequests.inc(labels);
      });
      next();
    };
  }

  /**
   * Records one GraphQL operation under a label from a closed set (its root field, see
   * graphqlMetricsPlugin), never a client-chosen name.
   */
  recordGraphQLOperation(
    operation: string,
    type: string | undefined,
    failed: boolean,
    seconds: number,
  ): void {
    const labels = { operation, type: type ?? 'unknown', outcome: failed ? 'error' : 'ok' };
    this.graphqlOperations.inc(labels);
    this.graphqlDuration.observe(labels, seconds);
  }

  /**
   * Serves `/metrics` on its own port, apart from the public listener, so only the internal
   * network (the Prometheus scraper) reaches it.
   */
  async listen(port: number, host: string): Promise<Server> {
    const server = createServer(async (req, res) => {
      if (req.method !== 'GET' || req.url !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      try {
        const body = await this.registry.metrics();
        res.writeHead(200, { 'content-type': this.registry.contentType }).end(body);
      } catch (error) {
        res
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(`metrics collection failed: ${error instanceof Error ? error.message : 'error'}`);
      }
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    return server;
  }
}
