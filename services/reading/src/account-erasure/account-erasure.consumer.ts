import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { type EnvelopeOf, IdentityEvents } from '@distill/contracts';
import { dropOutboxEventsAbout, eraseMemberRows, InboxContext, OnEvent } from '@distill/platform';
import { READING_MEMBER_DATA } from './member-data.js';

/**
 * A deleted account's reading data (favourites, progress, stats, settings, highlights, review
 * cards and their history, the projection of its free picks), erased in the inbox's transaction:
 * all of it or nothing, and a replay of the event is not applied again.
 */
@Controller()
export class AccountErasureConsumer {
  @OnEvent(IdentityEvents.UserErased)
  async erased(
    @Payload() envelope: EnvelopeOf<typeof IdentityEvents.UserErased>,
    @Ctx() context: InboxContext,
  ): Promise<void> {
    const { userId } = envelope.payload;
    await eraseMemberRows(context.manager, READING_MEMBER_DATA.memberTables, userId);
    await dropOutboxEventsAbout(context.manager, userId);
  }
}
