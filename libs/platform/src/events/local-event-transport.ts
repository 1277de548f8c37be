import { mkdirSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { join } from 'node:path';
import type { ConsumerService, EventEnvelope } from '@distill/contracts';
import type { Logger } from 'pino';
import type { ProcessMetrics } from '../metrics/process-metrics.js';
import { closeHttpServer } from '../shutdown/graceful-shutdown.js';
import type { EnvelopeHandler, EventTransport } from './event-transport.js';

/** Backoff after a failed delivery to one consumer: 1 s, 2 s, 4 s … capped at a minute. */
const FIRST_RETRY_DELAY_MS = 1_000;
const MAX_RETRY_DELAY_MS = 60_000;
/** A consumer applies one event in one short transaction; longer means it is stuck. */
const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * The embedded mode's transport: no broker at all. Each consumer listens on a Unix socket in
 * the embedded folder; publishing is one HTTP request that returns only after the consumer's
 * inbox transaction committed. Until then the event stays in the producer's outbox, so the
 * outbox is the durable queue: nothing is held in memory that a crash could lose. The relay
 * delivers oldest first and stops at the first failure (order), and this transport refuses
 * further attempts to a failing consumer until its backoff has passed (retry with backoff).
 */
function isNotListening(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ECONNREFUSED';
}

export class LocalEventTransport implements EventTransport {
  private readonly servers: Server[] = [];
  private readonly failures = new Map<ConsumerService, { count: number; retryAt: number }>();

  constructor(
    private readonly directory: string,
    private readonly logger: Logger,
    private readonly metrics?: ProcessMetrics,
  ) {}

  async publish(consumer: ConsumerService, envelope: EventEnvelope): Promise<void> {
    const failure = this.failures.get(consumer);
    if (failure && Date.now() < failure.retryAt) {
      throw new Error(`${consumer} refused the previous event; retrying after backoff`);
    }
    try {
      await deliver(this.socketOf(consumer), envelope);
      this.failures.delete(consumer);
    } catch (error) {
      // A consumer that is not listening yet (still starting) refused nothing: the relay's next
      // poll tries again, without a backoff that would outlast the start-up.
      if (isNotListening(error)) throw error;
      const count = (failure?.count ?? 0) + 1;
      const delay = Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_DELAY_MS * 2 ** (count - 1));
      this.failures.set(consumer, { count, retryAt: Date.now() + delay });
      throw error;
    }
  }

  async consume(consumer: ConsumerService, handler: EnvelopeHandler): Promise<void> {
    const socket = this.socketOf(consumer);
    mkdirSync(this.directory, { recursive: true });
    // A socket file left by a process that did not exit cleanly would refuse the listen.
    rmSync(socket, { force: true });
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        let envelope: EventEnvelope;
        try {
          envelope = JSON.parse(Buffer.concat(chunks).toString('utf8')) as EventEnvelope;
        } catch {
          res.writeHead(400).end('malformed event');
          return;
        }
        handler(envelope).then(
          () => {
            this.metrics?.eventJobs.inc({ queue: consumer, outcome: 'completed' });
            res.writeHead(204).end();
          },
          (error: unknown) => {
            this.metrics?.eventJobs.inc({ queue: consumer, outcome: 'failed' });
            this.logger.warn(
              { eventId: envelope.id, eventType: envelope.type, err: error },
              'event handler failed',
            );
            res.writeHead(503).end(error instanceof Error ? error.message : 'handler failed');
          },
        );
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socket, () => resolve());
    });
    this.servers.push(server);
  }

  /** Nothing to lose: `publish` returns only once the consumer's inbox has committed. */
  async lostEvents(): Promise<string[]> {
    return [];
  }

  async close(): Promise<void> {
    await Promise.all(this.servers.map((server) => closeHttpServer(server)));
    this.servers.length = 0;
  }

  private socketOf(consumer: ConsumerService): string {
    return join(this.directory, `${consumer}.sock`);
  }
}

function deliver(socketPath: string, envelope: EventEnvelope): Promise<void> {
  const body = JSON.stringify(envelope);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        socketPath,
        // One connection per event: nothing idle keeps a consumer from closing its socket.
        agent: false,
        method: 'POST',
        path: '/events',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        timeout: DELIVERY_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          if (res.statusCode === 204) return resolve();
          const reason = Buffer.concat(chunks).toString('utf8');
          reject(new Error(`consumer answered ${res.statusCode}: ${reason}`));
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('consumer did not answer in time')));
    req.on('error', reject);
    req.end(body);
  });
}
