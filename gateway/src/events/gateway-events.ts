import { GATEWAY_CONSUMES, type EventEnvelope, type EventType } from '@distill/contracts';
import {
  createEventTransport,
  inConsumerSpan,
  type ProcessMetrics,
  type RuntimeConfig,
} from '@distill/platform';
import type { Logger } from 'pino';

export type GatewayEventHandler = (envelope: EventEnvelope) => Promise<void>;
export type GatewayEventHandlers = Partial<Record<EventType, GatewayEventHandler>>;

/**
 * The gateway's event consumer, on the runtime's transport: what it does with each event of
 * GATEWAY_CONSUMES (the caches drop what changed, the sitemap is rebuilt). Every handler is
 * idempotent, so the gateway keeps no inbox; a failure (Redis down) is retried by the transport.
 */
export async function consumeGatewayEvents(
  config: RuntimeConfig,
  handlers: GatewayEventHandlers,
  logger: Logger,
  metrics: ProcessMetrics,
): Promise<{ close(): Promise<void> }> {
  const unhandled = GATEWAY_CONSUMES.filter((type) => !handlers[type]);
  if (unhandled.length > 0) {
    throw new Error(`the gateway consumes ${unhandled.join(', ')} without a handler`);
  }
  const transport = createEventTransport(config, logger, metrics);
  await transport.consume('gateway', (envelope: EventEnvelope) =>
    inConsumerSpan('gateway', envelope, async () => {
      const handler = handlers[envelope.type as EventType];
      if (!handler) {
        logger.warn({ eventType: envelope.type }, 'gateway ignores an event it does not consume');
        return;
      }
      await handler(envelope);
    }),
  );
  return transport;
}

/** Several consumers' handlers as one set: each event runs every handler given for it. */
export function combineHandlers(...sets: GatewayEventHandlers[]): GatewayEventHandlers {
  const combined: GatewayEventHandlers = {};
  for (const type of new Set(sets.flatMap((set) => Object.keys(set) as EventType[]))) {
    const handlers = sets.flatMap((set) => set[type] ?? []);
    combined[type] = async (envelope) => {
      for (const handler of handlers) await handler(envelope);
    };
  }
  return combined;
}
