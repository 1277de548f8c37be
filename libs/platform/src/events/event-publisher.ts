import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope, EventPayloads, EventType } from '@distill/contracts';
import { currentCorrelationId } from '../logging/request-context.js';
import { currentTraceparent } from '../tracing/tracing.js';
import { PLATFORM_OPTIONS, type PlatformRuntime } from '../platform.options.js';
import { OUTBOX_CHANNEL, OutboxEvent } from './outbox-event.entity.js';

/**
 * Records an event in the outbox through the caller's transaction manager, so the event exists
 * exactly when the change it describes was committed. The relay delivers it afterwards.
 */
@Injectable()
export class EventPublisher {
  constructor(@Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime) {}

  async publish<T extends EventType>(
    manager: EntityManager,
    type: T,
    payload: EventPayloads[T],
  ): Promise<EventEnvelope<EventPayloads[T], T>> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error(`event ${type} must be published inside the transaction of its change`);
    }
    const envelope: EventEnvelope<EventPayloads[T], T> = {
      id: randomUUID(),
      type,
      version: 1,
      occurredAt: new Date().toISOString(),
      producer: this.runtime.service,
      correlationId: currentCorrelationId(),
      payload,
    };
    const traceparent = currentTraceparent();
    if (traceparent) envelope.traceparent = traceparent;
    await manager.insert(OutboxEvent, { id: envelope.id, type, envelope });
    // Delivered by PostgreSQL at commit (never on rollback): the relay wakes at once.
    await manager.query(`SELECT pg_notify($1, '')`, [OUTBOX_CHANNEL]);
    return envelope;
  }
}
