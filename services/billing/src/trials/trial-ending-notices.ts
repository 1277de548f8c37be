import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BillingEvents } from '@distill/contracts';
import { Clock, EventPublisher, PLATFORM_OPTIONS, type PlatformRuntime } from '@distill/platform';
import type { BillingConfig } from '../config.js';
import { MemberAccountsService } from '../members/member-accounts.service.js';
import { plansOf } from '../plans/plans.js';
import { Trial } from './trial.entity.js';

/** Stripe sends `trial_will_end` three days before a trial ends; billing's own trials match it. */
const NOTICE_BEFORE_END_MS = 3 * 24 * 3600 * 1000;

/** When the member hears that the trial billing granted them ends. */
export function trialEndingNoticeAt(endsAt: Date): Date {
  return new Date(endsAt.getTime() - NOTICE_BEFORE_END_MS);
}

/**
 * The trial-ending notice for a trial billing granted itself (no Stripe settings): the same
 * `billing.subscription.trial_ending` event a Stripe trial's `trial_will_end` gives, with no
 * card on file, so identity sends the member the same e-mail either way.
 */
@Injectable()
export class TrialEndingNotices {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: MemberAccountsService,
    private readonly events: EventPublisher,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<BillingConfig>,
    private readonly clock: Clock,
  ) {}

  /**
   * Gives notice once (under the member's account lock, marked on the trial in the same
   * transaction as the event), and only while the trial still runs.
   */
  async give(userId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const account = await this.accounts.lock(manager, userId);
      const trial = await manager.findOneBy(Trial, { userId });
      const now = this.clock.now();
      if (
        !trial ||
        trial.stripeSubscriptionId !== null ||
        trial.endingNoticeAt ||
        trial.endsAt <= now ||
        account.accessStatus !== 'trialing' ||
        account.accessSubscriptionId !== null
      ) {
        return;
      }
      await manager.update(Trial, { userId }, { endingNoticeAt: now });
      const plan = plansOf(this.runtime.config).monthly;
      await this.events.publish(manager, BillingEvents.SubscriptionTrialEnding, {
        userId,
        stripeSubscriptionId: null,
        status: 'trialing',
        trialEnd: trial.endsAt.toISOString(),
        plan: plan.id,
        amountCents: plan.amountCents,
        currency: plan.currency,
        paymentMethodOnFile: false,
      });
    });
  }
}
