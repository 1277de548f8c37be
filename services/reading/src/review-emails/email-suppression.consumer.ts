import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { type EnvelopeOf, IdentityEvents } from '@distill/contracts';
import { InboxContext, OnEvent } from '@distill/platform';
import { ReviewEmailsService } from './review-emails.service.js';

/**
 * Mail to the member bounced or was reported as spam (identity heard it from the provider's
 * webhook): their review e-mails go off in the inbox's transaction, as if they had unsubscribed.
 */
@Controller()
export class EmailSuppressionConsumer {
  constructor(private readonly reviewEmails: ReviewEmailsService) {}

  @OnEvent(IdentityEvents.UserEmailsSuppressed)
  async suppressed(
    @Payload() envelope: EnvelopeOf<typeof IdentityEvents.UserEmailsSuppressed>,
    @Ctx() context: InboxContext,
  ): Promise<void> {
    const { userId, reason } = envelope.payload;
    await this.reviewEmails.suppress(
      context.manager,
      userId,
      reason,
      new Date(envelope.occurredAt),
    );
  }
}
