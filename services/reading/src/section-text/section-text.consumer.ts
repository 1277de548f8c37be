import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { CatalogEvents, type EnvelopeOf } from '@distill/contracts';
import { InboxContext, OnEvent } from '@distill/platform';
import { SectionTextService } from './section-text.service.js';

/**
 * The catalog's sections with their text, applied through the inbox (each event once, in its
 * transaction): a creation (also the catalog's one-time announcement of every section it held
 * before creations carried the text) is kept exactly as an edit.
 */
@Controller()
export class SectionTextConsumer {
  constructor(private readonly sectionText: SectionTextService) {}

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
  deleted(
    @Payload() envelope: EnvelopeOf<typeof CatalogEvents.SectionDeleted>,
    @Ctx() context: InboxContext,
  ): Promise<void> {
    const { sectionId, summaryId } = envelope.payload;
    return this.sectionText.applyDeletion(
      context.manager,
      { id: sectionId, summaryId },
      new Date(envelope.occurredAt),
    );
  }

  private keepText(
    envelope: EnvelopeOf<typeof CatalogEvents.SectionCreated | typeof CatalogEvents.SectionUpdated>,
    context: InboxContext,
  ): Promise<void> {
    const { section, content } = envelope.payload;
    return this.sectionText.applyEdit(
      context.manager,
      section,
      content,
      new Date(envelope.occurredAt),
    );
  }
}
