import { createRequire } from 'node:module';

// Libraries only servers mode or tracing uses, loaded on first use: an embedded process never
// reads them (BullMQ with ioredis is ~25 MB of a process's memory, the OTLP exporter ~15 MB).
const require = createRequire(import.meta.url);

export const loadBullMq = (): typeof import('bullmq') => require('bullmq');
export const loadIoRedis = (): typeof import('ioredis') => require('ioredis');
export const loadOtlpExporter = (): typeof import('@opentelemetry/exporter-trace-otlp-http') =>
  require('@opentelemetry/exporter-trace-otlp-http');
