import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isMainThread } from 'node:worker_threads';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { API_KEY_HEADER, CORRELATION_ID_HEADER, VIEWER_CONTEXT_HEADER } from '@distill/contracts';
import { currentCorrelationId } from './request-context.js';

/** Never log credentials, session cookies or the signed viewer context. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  `req.headers["${VIEWER_CONTEXT_HEADER}"]`,
  `req.headers["${API_KEY_HEADER}"]`,
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.token',
];

export function loggerOptions(name: string, level: string): LoggerOptions {
  return {
    name,
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    mixin() {
      const correlationId = currentCorrelationId();
      return correlationId ? { correlationId } : {};
    },
  };
}

/**
 * Where logs go: pino's default writes straight to file descriptor 1. A worker thread (embedded
 * `npm start`) writes through its own stdout instead, which the supervising process formats
 * together with every other thread's lines.
 */
export function logDestination(): DestinationStream | undefined {
  return isMainThread ? undefined : process.stdout;
}

export function createLogger(name: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino(loggerOptions(name, level), logDestination());
}

/** The id the gateway assigned, or a new one when a request arrives without it. */
export function correlationIdOf(req: IncomingMessage): string {
  const header = req.headers[CORRELATION_ID_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[A-Za-z0-9-]{8,64}$/.test(value) ? value : randomUUID();
}
