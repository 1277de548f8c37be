import {
  context,
  propagation,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
  type Tracer,
} from '@opentelemetry/api';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { EventEnvelope } from '@distill/contracts';
import type { NextFunction, Request, Response } from 'express';
import { loadOtlpExporter } from '../events/load-on-demand.js';
import { routeOf } from '../metrics/http-route.js';

/** Every span of ours comes from the tracer named after its process (gateway, identity, ...). */
export function tracerOf(processName: string): Tracer {
  return trace.getTracer(`distill-${processName}`);
}

export interface Tracing {
  shutdown(): Promise<void>;
}

/**
 * Whether this process registered a tracer provider. Without one, OpenTelemetry's API is a no-op
 * (no propagator, no context manager), so a request's SERVER span would record and forward
 * nothing: the middleware then skips the work (a few per cent of a subgraph list read's CPU).
 */
let tracerRegistered = false;

/**
 * Registers the process-wide tracer provider (AsyncLocalStorage context, W3C trace context
 * propagation). Spans are exported over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set (the
 * exporter reads the OTEL_* variables itself); tests pass their own span processor. With
 * neither, nothing is registered and every span below is a free no-op that still forwards an
 * incoming trace context.
 */
export function startTracing(
  processName: string,
  options: { otlpEndpoint?: string; spanProcessors?: SpanProcessor[] } = {},
): Tracing {
  const spanProcessors = [
    ...(options.otlpEndpoint
      ? [new BatchSpanProcessor(new (loadOtlpExporter().OTLPTraceExporter)())]
      : []),
    ...(options.spanProcessors ?? []),
  ];
  if (spanProcessors.length === 0) return { shutdown: async () => undefined };
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: `distill-${processName}` }),
    spanProcessors,
  });
  provider.register();
  tracerRegistered = true;
  return { shutdown: () => provider.shutdown() };
}

/** Ends `span` after `work`, recording a failure; the span is active while `work` runs. */
export async function inSpan<T>(span: Span, work: () => Promise<T>): Promise<T> {
  try {
    return await context.with(trace.setSpan(context.active(), span), work);
  } catch (error) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
}

/**
 * Express middleware: one SERVER span per request, continuing the caller's trace when the
 * request carries a `traceparent` header (the gateway's subgraph calls do).
 */
export function httpServerTracing(processName: string) {
  const tracer = tracerOf(processName);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!tracerRegistered) return next();
    const parent = propagation.extract(context.active(), req.headers);
    const span = tracer.startSpan(
      req.method,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method } },
      parent,
    );
    res.once('finish', () => {
      const route = routeOf(req);
      span.updateName(`${req.method} ${route}`);
      span.setAttribute('http.route', route);
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    context.with(trace.setSpan(parent, span), next);
  };
}

/** A `fetch`-shaped function: the global one, or one bound to a connection pool of its own. */
export type FetchFunction = (url: string, init: RequestInit) => Promise<globalThis.Response>;

/**
 * `fetch` for calls to another process: a CLIENT span around the call, its context in the
 * `traceparent` header so the callee's spans join the same trace. `send` makes the call (a
 * caller with its own connection pool passes a fetch bound to it).
 */
export function tracedFetch(processName: string, target: string, send: FetchFunction = fetch) {
  const tracer = tracerOf(processName);
  return async (
    url: string,
    init: {
      method?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      signal?: unknown;
    } = {},
  ) => {
    const method = init.method ?? 'GET';
    const span = tracer.startSpan(`${method} ${target}`, {
      kind: SpanKind.CLIENT,
      attributes: { 'http.request.method': method, 'server.address': new URL(url).host },
    });
    return inSpan(span, async () => {
      const headers: Record<string, string> = { ...init.headers };
      propagation.inject(context.active(), headers);
      const response = await send(url, { ...init, headers } as RequestInit);
      span.setAttribute('http.response.status_code', response.status);
      if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      return response;
    });
  };
}

/** The active trace context as a W3C `traceparent` value, for an event envelope. */
export function currentTraceparent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/**
 * Runs the handling of one event in a CONSUMER span that continues the producer's trace from
 * the envelope, so a request and every effect of its events read as one trace.
 */
export function inConsumerSpan<T>(
  processName: string,
  envelope: Pick<EventEnvelope, 'id' | 'type' | 'traceparent'>,
  work: () => Promise<T>,
): Promise<T> {
  const parent = envelope.traceparent
    ? propagation.extract(context.active(), { traceparent: envelope.traceparent })
    : context.active();
  const span = tracerOf(processName).startSpan(
    `${envelope.type} process`,
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        'messaging.system': 'bullmq',
        'messaging.operation.type': 'process',
        'messaging.message.id': envelope.id,
        'distill.event.type': envelope.type,
      },
    },
    parent,
  );
  return context.with(trace.setSpan(parent, span), () => inSpan(span, work));
}
