import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { type EnvelopeOf, IdentityEvents } from '@distill/contracts';
import { InboxContext, OnEvent } from '@distill/platform';
import { BillingErasure } from './billing-erasure.js';

/** A deleted account's billing, erased once per event in the inbox's transaction. */
@Controller()
export class AccountErasureConsumer {
  constructor(private readonly erasure: BillingErasure) {}

  @OnEvent(IdentityEvents.UserErased)
  erased(
    @Payload() envelope: EnvelopeOf<typeof IdentityEvents.UserErased>,
    @Ctx() context: InboxContext,
  ): Promise<void> {
    return this.erasure.erase(context.manager, envelope.payload.userId);
  }
}
