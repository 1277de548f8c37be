import { Inject, Injectable } from '@nestjs/common';
import {
  BaseRpcContext,
  type CustomTransportStrategy,
  type MessageHandler,
  Server,
} from '@nestjs/microservices';
import { isObservable, lastValueFrom } from 'rxjs';
import { DataSource, type EntityManager } from 'typeorm';
import type { EventEnvelope } from '@distill/contracts';
import { runWithCorrelationId } from '../logging/request-context.js';
import { PLATFORM_OPTIONS, subscriptionsOf, type PlatformRuntime } from '../platform.options.js';
import { inConsumerSpan } from '../tracing/tracing.js';
import { EVENT_TRANSPORT, type EventTransport } from './event-transport.js';

/**
 * What an `@OnEvent` handler receives with `@Ctx()`: the transaction its effect must use,
 * so the effect and the inbox row commit together or not at all.
 */
export class InboxContext extends BaseRpcContext<[EntityManager, EventEnvelope]> {
  get manager(): EntityManager {
    return this.args[0];
  }

  get envelope(): EventEnvelope {
    return this.args[1];
  }
}

/**
 * A Nest microservice transport: events from this service's queue are dispatched to the
 * `@OnEvent` handlers of its controllers, at most once per event id (inbox table), with
 * handler failures propagated so the transport retries them.
 */
@Injectable()
export class InboxEventServer extends Server implements CustomTransportStrategy {
  override readonly propagatesEventHandlerErrors = true;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_TRANSPORT) private readonly transport: EventTransport,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime,
  ) {
    super();
  }

  async listen(callback: (error?: unknown) => void): Promise<void> {
    try {
      this.assertOneHandlerPerSubscribedEvent();
      if (this.subscriptions().length > 0) {
        await this.transport.consume(this.runtime.service, async (envelope) => {
          await this.deliver(envelope);
        });
      }
      callback();
    } catch (error) {
      callback(error);
    }
  }

  /** Applies one event unless its id is already in the inbox. Returns whether it was applied. */
  async deliver(envelope: EventEnvelope): Promise<boolean> {
    const handler = this.getHandlerByPattern(envelope.type);
    if (!handler) throw new Error(`no handler for event ${envelope.type}`);
    return runWithCorrelationId(envelope.correlationId ?? envelope.id, () =>
      inConsumerSpan(this.runtime.service, envelope, () => this.applyOnce(handler, envelope)),
    );
  }

  private applyOnce(handler: MessageHandler, envelope: EventEnvelope): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const inserted: unknown[] = await manager.query(
        'INSERT INTO inbox_event (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
        [envelope.id, envelope.type],
      );
      if (inserted.length === 0) return false;
      const result = await handler(envelope, new InboxContext([manager, envelope]));
      if (isObservable(result)) await lastValueFrom(result, { defaultValue: undefined });
      return true;
    });
  }

  async close(): Promise<void> {
    await this.transport.close();
  }

  on(): never {
    throw new Error('InboxEventServer does not emit transport events');
  }

  unwrap<T>(): T {
    return this.transport as T;
  }

  private subscriptions(): readonly string[] {
    return subscriptionsOf(this.runtime);
  }

  /** The event types this service's `@OnEvent` handlers handle (checked against the manifest). */
  handledEventTypes(): string[] {
    return [...this.getHandlers().keys()].sort();
  }

  /** A subscribed event without a handler, or with two, is a wiring bug: refuse to start. */
  private assertOneHandlerPerSubscribedEvent(): void {
    const subscribed = new Set(this.subscriptions());
    for (const type of subscribed) {
      const handler = this.getHandlerByPattern(type);
      if (!handler)
        throw new Error(`${this.runtime.service} subscribes to ${type} but has no handler`);
      if (handler.next)
        throw new Error(`${this.runtime.service} has more than one handler for ${type}`);
    }
    for (const pattern of this.getHandlers().keys()) {
      if (!subscribed.has(pattern)) {
        throw new Error(
          `${this.runtime.service} handles ${pattern} but does not list it in subscribesTo`,
        );
      }
    }
  }
}
