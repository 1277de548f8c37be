import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import {
  CatalogEvents,
  type EventEnvelope,
  type SummaryChangedPayload,
  type SummaryDeletedPayload,
} from '@distill/contracts';
import { InboxContext, OnEvent } from '@distill/platform';
import { CatalogProjectionService } from './catalog-projection.service.js';

/**
 * The catalog's summary events, as the service manifest routes them to reading. The platform's
 * inbox delivers each event once: every handler writes through `context.manager`, the
 * transaction that also records the event id, so a replayed event changes nothing.
 */
@Controller()
export class CatalogProjectionConsumer {
  constructor(private readonly projection: CatalogProjectionService) {}

  @OnEvent(CatalogEvents.SummaryPublished)
  published(
    @Payload() envelope: EventEnvelope<SummaryChangedPayload>,
    @Ctx() context: InboxContext,
  ): Promise<void> {
    return this.applySnapshot(envelope, context);
  }

  @OnEvent(CatalogEvents.SummaryUnpublished)
  unpublished(
    @Payload() envelope: EventEnvelope<SummaryChangedPayload>,
    @Ctx() context: InboxContext,
  ): Promise<void> {
    return this.applySnapshot(envelope, context);
  }

  @OnEvent(CatalogEvents.SummaryUpdated)
  updated(
    @Payload() envelope: EventEnvelope<SummaryChangedPayload>,
    @Ctx() context: InboxContext,
  ): Promise<void> {
    return this.applySnapshot(envelope, context);
  }

  @OnEvent(CatalogEvents.SummaryDeleted)
  deleted(
    @Payload() envelope: EventEnvelope<SummaryDeletedPayload>,
    @Ctx() context: InboxContext,
  ): Promise<void> {
    return this.projection.applyDeletion(
      context.manager,
      envelope.payload.summaryId,
      new Date(envelope.occurredAt),
    );
  }

  private applySnapshot(
    envelope: EventEnvelope<SummaryChangedPayload>,
    context: InboxContext,
  ): Promise<void> {
    return this.projection.applySnapshot(
      context.manager,
      envelope.payload.summary,
      new Date(envelope.occurredAt),
    );
  }
}
