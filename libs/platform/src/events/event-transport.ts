import type { ConsumerService, EventEnvelope, ServiceName } from '@distill/contracts';

export const EVENT_TRANSPORT = Symbol('EVENT_TRANSPORT');

export type EnvelopeHandler = (envelope: EventEnvelope) => Promise<void>;

/**
 * How events travel between services. BullMQ over Redis in every deployment today; an
 * in-process implementation for the embedded single-machine mode plugs in here.
 */
export interface EventTransport {
  /** Hands the event to the consumer's queue. Rejects when the queue cannot be reached. */
  publish(consumer: ConsumerService, envelope: EventEnvelope): Promise<void>;
  /** Delivers the consumer's events to `handler`; a rejected handler is retried with backoff. */
  consume(consumer: ConsumerService, handler: EnvelopeHandler): Promise<void>;
  /**
   * Of the events `producer` handed to the consumer's queue (`eventIds`), those the queue no
   * longer holds because it lost its contents since the previous call (a Redis restarted without
   * persistence comes back empty): the relay hands them over again. `eventIds` is read only
   * when something may be lost. The first call checks too (a loss while no relay ran).
   */
  lostEvents(
    producer: ServiceName,
    consumer: ConsumerService,
    eventIds: () => Promise<string[]>,
  ): Promise<string[]>;
  close(): Promise<void>;
}
