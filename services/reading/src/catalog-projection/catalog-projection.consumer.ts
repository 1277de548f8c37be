import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { CatalogEvents, type EnvelopeOf } from '@distill/contracts';
import { InboxContext, OnEvent } from '@distill/platform';
import { CatalogProjectionService } from './catalog-projection.service.js';

/** The events that carry a summary's snapshot. */
type SnapshotEvent = (typeof CatalogEvents)[
  'SummaryPublished' | 'SummaryUnpublished' | 'SummaryUpdated'];

/** The events that carry a category. */
type CategoryEvent = (typeof CatalogEvents)['CategoryCreated' | 'CategoryUpdated'];

/**
 * The catalog's summary, category and free-pick events, as the service manifest routes them to reading. The platform's
 * inbox delivers each event once: every handler writes through `context.manager`, the
 * transaction that also records the event id, so a replayed event changes nothing.
 */
@Controller()
export class CatalogProjectionConsumer {
  constructor(private readonly projection: CatalogProjectionService) {}

  @OnEvent(
    CatalogEvents.SummaryPublished,
    CatalogEvents.SummaryUnpublished,
    CatalogEvents.SummaryUpdated,
  )
  snapshot(
    @Payload() envelope: EnvelopeOf<SnapshotEvent>,
    @Ctx() context: InboxContext,
  ): Promise<void> {
    return this.projection.applySnapshot(
      context.manager,
      envelope.payload.summary,
      new Date(envelope.occurredAt),
    );
  }

  @OnEvent(CatalogEvents.SummaryDeleted)
  deleted(
    @Payload() envelope: EnvelopeOf<typeof CatalogEvents.SummaryDeleted>,
    @Ctx() context: InboxContext,
  ): Promise<void> {
    return this.projection.applyDeletion(
      context.manager,
      envelope.payload.summaryId,
      new Date(envelope.occurredAt),
    );
  }

  @OnEvent(CatalogEvents.CategoryCreated, CatalogEvents.CategoryUpdated)
  category(
    @Payload() envelope: EnvelopeOf<CategoryEvent>,
    @Ctx() context: InboxContext,
  ): Promise<void> {
    return this.projection.applyCategory(
      context.manager,
      envelope.payload.category,
      new Date(envelope.occurredAt),
    );
  }

  @OnEvent(CatalogEvents.CategoryDeleted)
  categoryDeleted(
    @Payload() envelope: EnvelopeOf<typeof CatalogEvents.CategoryDeleted>,
    @Ctx() context: InboxContext,
  ): Promise<void> {
    return this.projection.applyCategoryDeletion(
      context.manager,
      envelope.payload.categoryId,
      new Date(envelope.occurredAt),
    );
  }

  @OnEvent(CatalogEvents.FreePickUsed)
  freePickUsed(
    @Payload() envelope: EnvelopeOf<typeof CatalogEvents.FreePickUsed>,
    @Ctx() context: InboxContext,
  ): Promise<void> {
    return this.projection.applyFreePick(context.manager, envelope.payload);
  }
}
