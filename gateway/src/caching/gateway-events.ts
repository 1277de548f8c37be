import {
  GATEWAY_CONSUMES,
  type EnvelopeOf,
  type EventEnvelope,
  type EventType,
} from '@distill/contracts';
import {
  createEventTransport,
  inConsumerSpan,
  type ProcessMetrics,
  type RuntimeConfig,
} from '@distill/platform';
import type { Logger } from 'pino';

/** The gateway's handler of each event it consumes, given that event's envelope. */
export type GatewayEventHandlers = {
  [T in EventType]?: (envelope: EnvelopeOf<T>) => Promise<void>;
};
/**
 * Any one of them, as the consumer calls it with an envelope off the wire: the publisher wrote
 * the payload its type names (`EventPublisher.publish` is typed), so the type picks the handler.
 */
type GatewayEventHandler = (envelope: EventEnvelope) => Promise<void>;

/**
 * The gateway's event consumer, on the runtime's transport: what it does with each event of
 * GATEWAY_CONSUMES (the caches drop what changed). Every handler is
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
      const handler = handlers[envelope.type as EventType] as GatewayEventHandler | undefined;
      if (!handler) {
        logger.warn({ eventType: envelope.type }, 'gateway ignores an event it does not consume');
        return;
      }
      await handler(envelope);
    }),
  );
  return transport;
}
