import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { CatalogEvents, type EnvelopeOf } from '@distill/contracts';
import { InboxContext, OnEvent } from '@distill/platform';
import { SectionTextService } from './section-text.service.js';

/** The catalog's section edits, applied through the inbox (each event once, in its transaction). */
@Controller()
export class SectionTextConsumer {
  constructor(private readonly sectionText: SectionTextService) {}

  @OnEvent(CatalogEvents.SectionUpdated)
  updated(
    @Payload() envelope: EnvelopeOf<typeof CatalogEvents.SectionUpdated>,
    @Ctx() context: InboxContext,
  ): Promise<void> {
    const { section, content } = envelope.payload;
    return this.sectionText.applyEdit(
      context.manager,
      section,
      content,
      new Date(envelope.occurredAt),
    );
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
}
