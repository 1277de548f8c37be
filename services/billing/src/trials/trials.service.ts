import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type Stripe from 'stripe';
import { type MemberViewer, STATUS_GRANTS_PREMIUM } from '@distill/contracts';
import { Clock, PLATFORM_OPTIONS, type PlatformRuntime } from '@distill/platform';
import { BillingError } from '../billing.error.js';
import type { BillingConfig } from '../config.js';
import type { BillingAccount } from '../members/billing-account.entity.js';
import { MemberAccountsService } from '../members/member-accounts.service.js';
import { plansOf, TRIAL_DAYS } from '../plans/plans.js';
import { STRIPE_CLIENT } from '../stripe/stripe-client.js';
import { SubscriptionSyncService } from '../subscriptions/subscription-sync.service.js';
import {
  type MemberSubscriptionSummary,
  SubscriptionsService,
} from '../subscriptions/subscriptions.service.js';
import { BillingJobs } from '../webhooks/billing-jobs.js';
import { recordTrial, Trial } from './trial.entity.js';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The free trial the landing page promises: 7 days of Premium without a card, once per member.
 * With Stripe settings it is a trialing Stripe subscription without a payment method that Stripe
 * cancels at the trial's end unless a card is added (`/subscribe` or the customer portal);
 * without them billing grants the trial itself and ends it with a delayed job (and the sweep).
 */
@Injectable()
export class TrialsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: MemberAccountsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly sync: SubscriptionSyncService,
    private readonly jobs: BillingJobs,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<BillingConfig>,
    private readonly clock: Clock,
  ) {}

  /**
   * Starts the member's trial under their account lock, so of concurrent calls one starts it and
   * the others find it used; the trial table's key (the member) backs that up.
   */
  async start(member: MemberViewer): Promise<MemberSubscriptionSummary> {
    if (member.role === 'admin') throw BillingError.alreadyPremium();
    const { summary, nextChangeAt, trial } = await this.dataSource.transaction(async (manager) => {
      const account = await this.accounts.lock(manager, member.id);
      if (await manager.existsBy(Trial, { userId: member.id })) {
        throw BillingError.trialAlreadyUsed();
      }
      const { access } = await this.accounts.refreshAccess(manager, account);
      if (STATUS_GRANTS_PREMIUM[access.subscriptionStatus]) throw BillingError.alreadyPremium();
      const trial = this.stripe
        ? await this.startAtStripe(manager, this.stripe, account, member)
        : await this.grantBillingTrial(manager, member.id);
      const refreshed = await this.accounts.refreshAccess(manager, account);
      return {
        summary: await this.subscriptions.summaryOf(manager, member.id),
        nextChangeAt: refreshed.nextChangeAt,
        trial,
      };
    });
    // A billing trial ends with these jobs (its notice, then its end); if they are lost, the
    // sweep does their work instead. Stripe gives notice of and ends its own trials.
    await this.jobs.scheduleRecheck(member.id, nextChangeAt);
    if (trial.stripeSubscriptionId === null) {
      await this.jobs.scheduleTrialEndingNotice(member.id, trial.endsAt);
    }
    return summary!;
  }

  /**
   * A trialing Stripe subscription with no payment method, cancelled at the end without one.
   * Syncing it records the member's trial, as for every subscription with a trial.
   */
  private async startAtStripe(
    manager: EntityManager,
    stripe: Stripe,
    account: BillingAccount,
    member: MemberViewer,
  ): Promise<Trial> {
    const customerId = await this.subscriptions.ensureCustomer(manager, stripe, account, member);
    const plan = plansOf(this.runtime.config).monthly;
    const created = await stripe.subscriptions.create(
      {
        customer: customerId,
        // The configuration requires both prices with a secret key.
        items: [{ price: plan.stripePriceId! }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        trial_period_days: TRIAL_DAYS,
        trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
        metadata: { userId: member.id, plan: plan.id },
      },
      // One trial per member, ever: the key can name the member alone.
      { idempotencyKey: `trial-create-${member.id}` },
    );
    const row = await this.sync.apply(manager, account, created);
    if (!row.trialEnd) throw new Error(`Stripe subscription ${created.id} has no trial end`);
    return {
      userId: member.id,
      startedAt: row.stripeCreatedAt,
      endsAt: row.trialEnd,
      stripeSubscriptionId: created.id,
    };
  }

  /** Without Stripe settings: billing grants the trial (recorded here) and ends it itself. */
  private async grantBillingTrial(manager: EntityManager, userId: string): Promise<Trial> {
    const startedAt = this.clock.now();
    const trial: Trial = {
      userId,
      startedAt,
      endsAt: new Date(startedAt.getTime() + TRIAL_DAYS * DAY_MS),
      stripeSubscriptionId: null,
    };
    if (!(await recordTrial(manager, trial))) throw BillingError.trialAlreadyUsed();
    return trial;
  }
}
