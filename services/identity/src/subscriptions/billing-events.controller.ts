import { Controller, Inject } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BillingEvents, type EnvelopeOf } from '@distill/contracts';
import {
  type InboxContext,
  OnEvent,
  PLATFORM_OPTIONS,
  type PlatformRuntime,
} from '@distill/platform';
import type { IdentityConfig } from '../config.js';
import { EmailSender } from '../email/email-sender.js';
import { publicUrl } from '../email/public-links.js';
import { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { trialEndingEmail } from './trial-ending-email.js';

/** Billing's events: the member's subscription fields, and the trial-ending e-mail. */
@Controller()
export class BillingEventsController {
  constructor(
    private readonly users: UsersService,
    private readonly email: EmailSender,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<IdentityConfig>,
  ) {}

  /**
   * Applies the member's new access (and publishes identity.user.updated, which drops the
   * gateway's cached viewer). A change older than the one applied is ignored: events may arrive
   * out of order.
   */
  @OnEvent(BillingEvents.SubscriptionChanged)
  async subscriptionChanged(
    @Payload() envelope: EnvelopeOf<typeof BillingEvents.SubscriptionChanged>,
    @Ctx() context: InboxContext,
  ): Promise<void> {
    const change = envelope.payload;
    const user = await context.manager.findOne(User, {
      where: { id: change.userId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!user || user.billingVersion >= change.version) return;
    await this.users.changeAccess(
      user.id,
      {
        subscriptionStatus: change.subscriptionStatus,
        subscriptionType: change.subscriptionType,
        stripeCustomerId: change.stripeCustomerId,
        stripeSubscriptionId: change.stripeSubscriptionId,
        billingVersion: change.version,
      },
      context.manager,
    );
  }

  @OnEvent(BillingEvents.SubscriptionTrialEnding)
  async trialEnding(
    @Payload() envelope: EnvelopeOf<typeof BillingEvents.SubscriptionTrialEnding>,
    @Ctx() context: InboxContext,
  ): Promise<void> {
    const trial = envelope.payload;
    const user = await context.manager.findOneBy(User, { id: trial.userId });
    if (!user) return;
    const config = this.runtime.config;
    // One message per trial end, whatever the number of deliveries (job id from the trial; a
    // trial billing granted has no Stripe subscription, and the member has one trial ever).
    await this.email.deliver(
      `trial-ending-${trial.stripeSubscriptionId ?? trial.userId}-${Date.parse(trial.trialEnd)}`,
      trialEndingEmail(user.email, trial, {
        dashboardUrl: publicUrl(config, '/dashboard'),
        subscribeUrl: publicUrl(config, '/subscribe'),
      }),
    );
  }
}
