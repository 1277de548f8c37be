import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { CatalogEvents, type EnvelopeOf } from '@distill/contracts';
import { InboxContext, OnEvent } from '@distill/platform';
import { CatalogProjectionService } from '../catalog-projection/catalog-projection.service.js';
import { SectionTextService } from './section-text.service.js';

/**
 * The catalog's sections with their text, title and place, applied through the inbox (each
 * event once, in its transaction): a creation (also the catalog's announcements of every
 * section it held) is kept exactly as an edit; an insert, a deletion and a reorder renumber the
 * summary's sections. A creation or deletion also recounts the summary's sections on its card.
 */
@Controller()
export class SectionTextConsumer {
  constructor(
    private readonly sectionText: SectionTextService,
    private readonly projection: CatalogProjectionService,
  ) {}

  @OnEvent(CatalogEvents.SectionCreated)
  created(
    @Payload() envelope: EnvelopeOf<typeof CatalogEvents.SectionCreated>,
    @Ctx() context: InboxContext,
  ): Promise<void> {
    return this.keepText(envelope, context);
  }

  @OnEvent(CatalogEvents.SectionUpdated)
  updated(
    @Payload() envelope: EnvelopeOf<typeof CatalogEvents.SectionUpdated>,
    @Ctx() context: InboxContext,
  ): Promise<void> {
    return this.keepText(envelope, context);
  }

  @OnEvent(CatalogEvents.SectionDeleted)
  async deleted(
    @Payload() envelope: EnvelopeOf<typeof CatalogEvents.SectionDeleted>,
    @Ctx() context: InboxContext,
  ): Promise<void> {
    const { sectionId, summaryId, sectionOrders } = envelope.payload;
    await this.sectionText.holdSummary(context.manager, summaryId);
    await this.sectionText.applyDeletion(
      context.manager,
      { id: sectionId, summaryId },
      new Date(envelope.occurredAt),
    );
    await this.sectionText.applyOrders(context.manager, summaryId, sectionOrders);
    await this.projection.recountSections(context.manager, summaryId);
  }

  @OnEvent(CatalogEvents.SectionsReordered)
  async reordered(
    @Payload() envelope: EnvelopeOf<typeof CatalogEvents.SectionsReordered>,
    @Ctx() context: InboxContext,
  ): Promise<void> {
    const { summaryId, sectionOrders } = envelope.payload;
    await this.sectionText.holdSummary(context.manager, summaryId);
    await this.sectionText.applyOrders(context.manager, summaryId, sectionOrders);
  }

  private async keepText(
    envelope: EnvelopeOf<typeof CatalogEvents.SectionCreated | typeof CatalogEvents.SectionUpdated>,
    context: InboxContext,
  ): Promise<void> {
    const { section, content } = envelope.payload;
    await this.sectionText.holdSummary(context.manager, section.summaryId);
    await this.sectionText.applyEdit(
      context.manager,
      section,
      content,
      new Date(envelope.occurredAt),
    );
    // A positioned insert renumbers the summary's other sections.
    if ('sectionOrders' in envelope.payload) {
      await this.sectionText.applyOrders(
        context.manager,
        section.summaryId,
        envelope.payload.sectionOrders,
      );
      await this.projection.recountSections(context.manager, section.summaryId);
    }
  }
}
