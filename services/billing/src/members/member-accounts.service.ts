import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, IsNull } from 'typeorm';
import { BillingEvents } from '@distill/contracts';
import { Clock, EventPublisher, PLATFORM_OPTIONS, type PlatformRuntime } from '@distill/platform';
import { ComplimentaryGrant } from '../complimentary/complimentary-grant.entity.js';
import { pastDueGraceMs, type BillingConfig } from '../config.js';
import { Subscription } from '../subscriptions/subscription.entity.js';
import { Trial } from '../trials/trial.entity.js';
import { BillingAccount } from './billing-account.entity.js';
import { memberAccessOf, nextAccessChangeAt, type MemberAccess } from './member-access.js';

export interface AccessRefresh {
  access: MemberAccess;
  /**
   * When the access will change by itself (a grace, a trial or a complimentary grant ending), to
   * be checked again then.
   */
  nextChangeAt: Date | null;
}

/** The member's billing row: locked for every change, and the one place access is published. */
@Injectable()
export class MemberAccountsService {
  constructor(
    private readonly events: EventPublisher,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<BillingConfig>,
    private readonly clock: Clock,
  ) {}

  /** The member's row, created if missing, locked until the caller's transaction ends. */
  async lock(manager: EntityManager, userId: string): Promise<BillingAccount> {
    await manager.query(
      'INSERT INTO billing_account (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING',
      [userId],
    );
    return manager.findOneOrFail(BillingAccount, {
      where: { userId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** The member who owns a Stripe customer, locked; null for a customer billing never made. */
  async lockByCustomer(
    manager: EntityManager,
    stripeCustomerId: string,
  ): Promise<BillingAccount | null> {
    return manager.findOne(BillingAccount, {
      where: { stripeCustomerId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /**
   * Recomputes the member's access from their subscriptions and grant, and publishes
   * `billing.subscription.changed` (same transaction) when it differs from what was published.
   */
  async refreshAccess(manager: EntityManager, account: BillingAccount): Promise<AccessRefresh> {
    const now = this.clock.now();
    const subscriptions = await manager.find(Subscription, { where: { userId: account.userId } });
    const grant = await manager.findOne(ComplimentaryGrant, {
      where: { userId: account.userId, revokedAt: IsNull() },
    });
    const trial = await manager.findOne(Trial, { where: { userId: account.userId } });
    // A trial at Stripe is one of the subscriptions; only a trial billing granted counts here.
    const billingTrial = trial && trial.stripeSubscriptionId === null ? trial : null;
    const graceMs = pastDueGraceMs(this.runtime.config);
    const access = memberAccessOf(subscriptions, grant, now, graceMs, billingTrial);
    const changed =
      access.subscriptionStatus !== account.accessStatus ||
      access.subscriptionType !== account.accessType ||
      access.stripeSubscriptionId !== account.accessSubscriptionId;
    if (changed) {
      account.accessStatus = access.subscriptionStatus;
      account.accessType = access.subscriptionType;
      account.accessSubscriptionId = access.stripeSubscriptionId;
      account.accessVersion += 1;
      await manager.save(account);
      await this.events.publish(manager, BillingEvents.SubscriptionChanged, {
        userId: account.userId,
        version: account.accessVersion,
        subscriptionStatus: access.subscriptionStatus,
        subscriptionType: access.subscriptionType,
        stripeCustomerId: account.stripeCustomerId,
        stripeSubscriptionId: access.stripeSubscriptionId,
      });
    }
    return {
      access,
      nextChangeAt: nextAccessChangeAt(subscriptions, now, graceMs, billingTrial, grant),
    };
  }
}
