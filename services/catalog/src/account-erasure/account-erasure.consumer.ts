import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { type EnvelopeOf, IdentityEvents } from '@distill/contracts';
import { dropOutboxEventsAbout, eraseMemberRows, InboxContext, OnEvent } from '@distill/platform';
import { CATALOG_MEMBER_DATA } from './member-data.js';

/**
 * A deleted account's free picks and time zone, erased in the inbox's transaction (once per
 * event), with the outbox's events about them (their picks, sent to reading).
 */
@Controller()
export class AccountErasureConsumer {
  @OnEvent(IdentityEvents.UserErased)
  async erased(
    @Payload() envelope: EnvelopeOf<typeof IdentityEvents.UserErased>,
    @Ctx() context: InboxContext,
  ): Promise<void> {
    const { userId } = envelope.payload;
    await eraseMemberRows(context.manager, CATALOG_MEMBER_DATA.memberTables, userId);
    await dropOutboxEventsAbout(context.manager, userId);
  }
}
