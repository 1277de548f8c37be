import { Controller, Inject } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { ReadingEvents, type EnvelopeOf } from '@distill/contracts';
import {
  type InboxContext,
  OnEvent,
  PLATFORM_OPTIONS,
  type PlatformRuntime,
} from '@distill/platform';
import { IsNull } from 'typeorm';
import type { IdentityConfig } from '../config.js';
import { EmailSender } from '../email/email-sender.js';
import { publicUrl } from '../email/public-links.js';
import { AccountDeletion } from '../account-deletion/account-deletion.entity.js';
import { User } from '../users/user.entity.js';
import { reviewEmail } from './review-email.js';

/**
 * Reading computes a member's review e-mail; identity holds their address and sends it. A member
 * who has no account any more (erased), or asked for its deletion, gets nothing.
 */
@Controller()
export class ReviewEmailsController {
  constructor(
    private readonly email: EmailSender,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<IdentityConfig>,
  ) {}

  @OnEvent(ReadingEvents.ReviewEmailScheduled)
  async reviewEmailScheduled(
    @Payload() envelope: EnvelopeOf<typeof ReadingEvents.ReviewEmailScheduled>,
    @Ctx() context: InboxContext,
  ): Promise<void> {
    const scheduled = envelope.payload;
    const user = await context.manager.findOneBy(User, { id: scheduled.memberId });
    if (!user) return;
    // A member who asked to delete their account hears nothing more from us, even while the
    // grace period lets them change their mind (cancelling turns the e-mails back on).
    const leaving = await context.manager.existsBy(AccountDeletion, {
      userId: user.id,
      erasedAt: IsNull(),
    });
    if (leaving) return;
    const config = this.runtime.config;
    // The e-mail's id is unique per member, local date and kind: one message whatever the
    // number of deliveries.
    await this.email.deliver(
      `review-email-${scheduled.emailId}`,
      await reviewEmail(user.email, scheduled, {
        grade: (token, grade) => publicUrl(config, '/review/email', { token, grade }),
        summary: (summaryId) => publicUrl(config, `/summary/${encodeURIComponent(summaryId)}`),
        review: publicUrl(config, '/review'),
        preferences: publicUrl(config, '/settings/review-emails'),
        unsubscribe: publicUrl(config, '/api/review-emails/unsubscribe', {
          token: scheduled.unsubscribeToken,
        }),
      }),
    );
  }
}
