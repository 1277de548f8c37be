import { PATTERN_METADATA } from '@nestjs/microservices/constants.js';
import { CatalogEvents, type EnvelopeOf } from '@distill/contracts';
import type { InboxContext } from './inbox-event.server.js';
import { OnEvent } from './on-event.decorator.js';

// The typecheck of this file is the test of the handler signature: a handler whose envelope is
// another event's is a compile error, so the mismatch below must stay an expected error.
class Handlers {
  @OnEvent(CatalogEvents.SummaryDeleted)
  async deleted(
    envelope: EnvelopeOf<typeof CatalogEvents.SummaryDeleted>,
    _context: InboxContext,
  ): Promise<void> {
    void envelope.payload.summaryId;
  }

  @OnEvent(CatalogEvents.CategoryCreated, CatalogEvents.CategoryUpdated)
  async category(
    envelope: EnvelopeOf<
      typeof CatalogEvents.CategoryCreated | typeof CatalogEvents.CategoryUpdated
    >,
    _context: InboxContext,
  ): Promise<void> {
    void envelope.payload.category;
  }

  // @ts-expect-error: summary.published carries a snapshot, not summary.deleted's summaryId
  @OnEvent(CatalogEvents.SummaryPublished)
  async published(
    _envelope: EnvelopeOf<typeof CatalogEvents.SummaryDeleted>,
    _context: InboxContext,
  ): Promise<void> {}
}

describe('OnEvent', () => {
  it('routes the event name to the handler', () => {
    expect(Reflect.getMetadata(PATTERN_METADATA, Handlers.prototype.deleted)).toEqual([
      CatalogEvents.SummaryDeleted,
    ]);
  });

  it('routes each of several event names to one handler', () => {
    expect(Reflect.getMetadata(PATTERN_METADATA, Handlers.prototype.category)).toEqual([
      CatalogEvents.CategoryCreated,
      CatalogEvents.CategoryUpdated,
    ]);
  });
});
