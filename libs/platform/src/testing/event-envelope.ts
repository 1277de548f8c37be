import { randomUUID } from 'node:crypto';
import type { EnvelopeOf, EventPayloads, EventType } from '@distill/contracts';

/**
 * An event as its producer's outbox writes it, for delivering to a consumer's inbox in a test.
 * The producer is the first word of the event's name (`catalog.summary.published`: catalog).
 */
export function eventEnvelope<T extends EventType>(
  type: T,
  payload: EventPayloads[T],
  occurredAt = new Date(),
): EnvelopeOf<T> {
  return {
    id: randomUUID(),
    type,
    version: 1,
    occurredAt: occurredAt.toISOString(),
    producer: type.split('.')[0]!,
    correlationId: null,
    payload,
  };
}
