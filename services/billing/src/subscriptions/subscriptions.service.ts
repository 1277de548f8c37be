import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import Stripe from 'stripe';
import {
  hasPremiumEntitlement,
  type MemberViewer,
  STATUS_GRANTS_PREMIUM,
  type Viewer,
} from '@distill/contracts';
import { Clock, PLATFORM_OPTIONS, type PlatformRuntime } from '@distill/platform';
import { BillingError } from '../billing.error.js';
import type { BillingConfig } from '../config.js';
import { BillingAccount } from '../members/billing-account.entity.js';
import { MemberAccountsService } from '../members/member-accounts.service.js';
import { plansOf, TRIAL_DAYS, type PlanId } from '../plans/plans.js';
import { idOf, STRIPE_CLIENT } from '../stripe/stripe-client.js';
import { Trial } from '../trials/trial.entity.js';
import { Subscription } from './subscription.entity.js';
import { SubscriptionSyncService } from './subscription-sync.service.js';

/** What the web client needs to finish (or skip) the payment form. */
export interface SubscriptionStart {
  status: string;
  clientSecret: string | null;
  /** 'setup' during a trial (the card is saved, nothing is charged today), else 'payment'. */
  intentType: 'setup' | 'payment' | null;
}

const EXPAND = ['latest_invoice.confirmation_secret', 'pending_setup_intent'];

/** The client secret that completes a subscription's checkout, or null when nothing is open. */
function openIntentOf(subscription: Stripe.Subscription): SubscriptionStart | null {
  const setupIntent = subscription.pending_setup_intent;
  if (
    subscription.status === 'trialing' &&
    setupIntent &&
    typeof setupIntent === 'object' &&
    setupIntent.client_secret &&
    setupIntent.status !== 'succeeded' &&
    setupIntent.status !== 'canceled'
  ) {
    return {
      status: subscription.status,
      clientSecret: setupIntent.client_secret,
      intentType: 'setup',
    };
  }
  const invoice = subscription.latest_invoice;
  const secret =
    invoice && typeof invoice === 'object' ? invoice.confirmation_secret?.client_secret : null;
  if (subscription.status === 'incomplete' && secret) {
    return { status: subscription.status, clientSecret: secret, intentType: 'payment' };
  }
  return null;
}

export interface PortalSession {
  url: string;
}

/** The member's Premium for the dashboard (GraphQL `MemberSubscription`). */
export interface MemberSubscriptionSummary {
  status: string;
  type: string;
  amountCents: number | null;
  currency: string | null;
  trialEnd: Date | null;
  trialDaysLeft: number | null;
  paymentMethodOnFile: boolean;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  cancelAt: Date | null;
  manageable: boolean;
}

@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: MemberAccountsService,
    private readonly sync: SubscriptionSyncService,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<BillingConfig>,
    private readonly clock: Clock,
  ) {}

  get paymentsEnabled(): boolean {
    return this.stripe !== null;
  }

  /**
   * Starts (or resumes) the member's subscription. Runs under the member's account lock, so
   * concurrent calls make one customer and one subscription; every Stripe write carries an
   * idempotency key derived from what it does, so a retried request cannot repeat it either.
   */
  async start(member: MemberViewer, planId: PlanId): Promise<SubscriptionStart> {
    if (member.role === 'admin') return { status: 'active', clientSecret: null, intentType: null };
    const stripe = this.requireStripe();
    const plan = plansOf(this.runtime.config)[planId];
    // The configuration requires both prices with a secret key.
    const priceId = plan.stripePriceId!;
    return this.dataSource.transaction(async (manager) => {
      const account = await this.accounts.lock(manager, member.id);
      const customerId = await this.ensureCustomer(manager, stripe, account, member);
      const existing = await stripe.subscriptions.list({
        customer: customerId,
        status: 'all',
        limit: 100,
        expand: EXPAND.map((path) => `data.${path}`),
      });
      for (const remote of existing.data) await this.sync.apply(manager, account, remote);
      const { access } = await this.accounts.refreshAccess(manager, account);
      const open = existing.data.find((remote) => openIntentOf(remote) !== null);
      if (open) {
        const resumed = await this.resumeWithPrice(manager, stripe, account, open, priceId);
        if (resumed) return resumed;
      }
      if (
        hasPremiumEntitlement({
          kind: 'member',
          role: member.role,
          subscriptionStatus: access.subscriptionStatus,
        })
      ) {
        return { status: 'active', clientSecret: null, intentType: null };
      }
      const ordinal = existing.data.length + 1;
      // One free trial per member, ever: with their first subscription, unless they had one.
      const withTrial =
        existing.data.length === 0 && !(await manager.existsBy(Trial, { userId: member.id }));
      const created = await stripe.subscriptions.create(
        {
          customer: customerId,
          items: [{ price: priceId }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          ...(withTrial ? { trial_period_days: TRIAL_DAYS } : {}),
          metadata: { userId: member.id, plan: plan.id },
          expand: EXPAND,
        },
        { idempotencyKey: `subscription-create-${customerId}-${ordinal}-${priceId}` },
      );
      // Syncing it records its trial, so no later call gives another.
      await this.sync.apply(manager, account, created);
      await this.accounts.refreshAccess(manager, account);
      const start = openIntentOf(created);
      if (start) return start;
      return { status: created.status, clientSecret: null, intentType: null };
    });
  }

  /**
   * The open checkout of `open` for the plan the member chose now: a trial waiting for its card
   * moves to that plan's price (nothing is charged during a trial); an unpaid subscription of
   * the other plan is cancelled (Stripe lets its price change only once paid), and null says
   * to create one with the chosen price.
   */
  private async resumeWithPrice(
    manager: EntityManager,
    stripe: Stripe,
    account: BillingAccount,
    open: Stripe.Subscription,
    priceId: string,
  ): Promise<SubscriptionStart | null> {
    if (open.items.data[0]?.price.id === priceId) return openIntentOf(open);
    if (open.status === 'trialing') {
      const moved = await this.switchPrice(stripe, open, priceId);
      await this.sync.apply(manager, account, moved);
      return openIntentOf(moved);
    }
    const cancelled = await stripe.subscriptions.cancel(open.id);
    await this.sync.apply(manager, account, cancelled);
    return null;
  }

  /**
   * Moves the member's subscription to the other plan (monthly ⇄ annual). Stripe prorates:
   * an interval change starts a new period at once and invoices it with the unused part of the
   * old one credited; during a trial nothing is charged until the trial ends.
   */
  async changePlan(
    member: MemberViewer,
    planId: PlanId,
  ): Promise<MemberSubscriptionSummary | null> {
    const stripe = this.requireStripe();
    const priceId = plansOf(this.runtime.config)[planId].stripePriceId!;
    return this.dataSource.transaction(async (manager) => {
      const account = await this.accounts.lock(manager, member.id);
      const current = account.accessSubscriptionId
        ? await manager.findOneBy(Subscription, {
            stripeSubscriptionId: account.accessSubscriptionId,
          })
        : null;
      if (!current) {
        throw new BillingError('NO_SUBSCRIPTION', 'You have no plan to change');
      }
      if (current.stripePriceId === priceId) throw BillingError.samePlan();
      const remote = await stripe.subscriptions.retrieve(current.stripeSubscriptionId);
      const moved = await this.switchPrice(stripe, remote, priceId);
      await this.sync.apply(manager, account, moved);
      await this.accounts.refreshAccess(manager, account);
      return this.summaryOf(manager, member.id);
    });
  }

  /** The subscription's one item on another price, prorated as Stripe does by default. */
  private switchPrice(
    stripe: Stripe,
    remote: Stripe.Subscription,
    priceId: string,
  ): Promise<Stripe.Subscription> {
    const item = remote.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${remote.id} has no item`);
    // A retry within the minute is the same change; a switch back later is a new one.
    const minute = Math.floor(this.clock.now().getTime() / 60_000);
    return stripe.subscriptions.update(
      remote.id,
      {
        items: [{ id: item.id, price: priceId }],
        proration_behavior: 'create_prorations',
        expand: EXPAND,
      },
      { idempotencyKey: `subscription-price-${remote.id}-${item.price.id}-${priceId}-${minute}` },
    );
  }

  /**
   * Whether the member may still start the card-free trial: never had one (with the landing's
   * button or a first subscription), has no subscription at all, and has no Premium now.
   */
  async trialAvailable(viewer: Viewer): Promise<boolean> {
    if (viewer.kind !== 'member' || viewer.role === 'admin') return false;
    const manager = this.dataSource.manager;
    const account = await manager.findOneBy(BillingAccount, { userId: viewer.id });
    if (account && STATUS_GRANTS_PREMIUM[account.accessStatus]) return false;
    if (await manager.existsBy(Trial, { userId: viewer.id })) return false;
    return !(await manager.existsBy(Subscription, { userId: viewer.id }));
  }

  /**
   * Makes the card the member just saved on /subscribe (the trial's SetupIntent, confirmed by
   * Stripe.js) the default payment method of their trialing subscription, so it converts at the
   * trial's end instead of being cancelled. Stripe does the same on its own for the
   * subscription's SetupIntent (`save_default_payment_method: on_subscription`); saying it here
   * does not depend on that, and the dashboard shows the card at once, before any webhook.
   */
  async saveTrialCard(
    member: MemberViewer,
    setupIntentId: string,
  ): Promise<MemberSubscriptionSummary | null> {
    const stripe = this.requireStripe();
    if (!/^seti_[A-Za-z0-9]+$/.test(setupIntentId)) throw BillingError.cardNotSaved();
    return this.dataSource.transaction(async (manager) => {
      const account = await this.accounts.lock(manager, member.id);
      const trialing =
        account.accessStatus === 'trialing' && account.accessSubscriptionId
          ? await manager.findOneBy(Subscription, {
              stripeSubscriptionId: account.accessSubscriptionId,
            })
          : null;
      if (!trialing || !account.stripeCustomerId) {
        throw new BillingError('NO_SUBSCRIPTION', 'You have no trial to add a card to');
      }
      const setupIntent = await stripe.setupIntents.retrieve(setupIntentId).catch((error) => {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
          return null;
        }
        throw error;
      });
      const paymentMethod = idOf(setupIntent?.payment_method);
      if (
        !setupIntent ||
        idOf(setupIntent.customer) !== account.stripeCustomerId ||
        setupIntent.status !== 'succeeded' ||
        !paymentMethod
      ) {
        throw BillingError.cardNotSaved();
      }
      const updated = await stripe.subscriptions.update(
        trialing.stripeSubscriptionId,
        { default_payment_method: paymentMethod },
        { idempotencyKey: `subscription-card-${trialing.stripeSubscriptionId}-${setupIntentId}` },
      );
      await this.sync.apply(manager, account, updated);
      await this.accounts.refreshAccess(manager, account);
      return this.summaryOf(manager, member.id);
    });
  }

  /** A Stripe customer portal session where the member manages or cancels their plan. */
  async portalSession(member: MemberViewer): Promise<PortalSession> {
    const stripe = this.requireStripe();
    const account = await this.dataSource
      .getRepository(BillingAccount)
      .findOneBy({ userId: member.id });
    if (!account?.stripeCustomerId) {
      throw new BillingError('NO_SUBSCRIPTION', 'You have no subscription to manage');
    }
    const returnUrl = new URL('/dashboard', this.runtime.config.PUBLIC_URL).toString();
    // Within one minute a repeated click gets the same session back instead of a new one.
    const minute = Math.floor(Date.now() / 60_000);
    const session = await stripe.billingPortal.sessions.create(
      { customer: account.stripeCustomerId, return_url: returnUrl },
      { idempotencyKey: `portal-session-${account.stripeCustomerId}-${minute}` },
    );
    return { url: session.url };
  }

  /** The member's Premium as the dashboard shows it; null on the free plan. */
  async summary(member: MemberViewer): Promise<MemberSubscriptionSummary | null> {
    return this.summaryOf(this.dataSource.manager, member.id);
  }

  /** What `summary` answers, read with the caller's manager (or transaction). */
  async summaryOf(
    manager: EntityManager,
    userId: string,
  ): Promise<MemberSubscriptionSummary | null> {
    const account = await manager.findOneBy(BillingAccount, { userId });
    if (!account || account.accessStatus === 'free') return null;
    const subscription = account.accessSubscriptionId
      ? await manager.findOneBy(Subscription, {
          stripeSubscriptionId: account.accessSubscriptionId,
        })
      : null;
    const trial = await manager.findOneBy(Trial, { userId });
    const trialing = account.accessStatus === 'trialing';
    const trialEnd = trialing ? (subscription?.trialEnd ?? trial?.endsAt ?? null) : null;
    const now = this.clock.now().getTime();
    return {
      status: account.accessStatus,
      type: account.accessType,
      amountCents: subscription?.amountCents ?? null,
      currency: subscription?.currency ?? null,
      trialEnd,
      trialDaysLeft: trialEnd
        ? Math.max(0, Math.ceil((trialEnd.getTime() - now) / (24 * 3600 * 1000)))
        : null,
      paymentMethodOnFile: subscription?.hasPaymentMethod ?? false,
      currentPeriodEnd: subscription?.currentPeriodEnd ?? null,
      cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
      cancelAt: subscription
        ? (subscription.cancelAt ??
          (subscription.cancelAtPeriodEnd ? subscription.currentPeriodEnd : null))
        : null,
      manageable: subscription !== null,
    };
  }

  /** The member's Stripe customer, created once (the caller holds the member's account lock). */
  async ensureCustomer(
    manager: EntityManager,
    stripe: Stripe,
    account: BillingAccount,
    member: MemberViewer,
  ): Promise<string> {
    if (account.stripeCustomerId) return account.stripeCustomerId;
    const customer = await stripe.customers.create(
      { email: member.email, metadata: { userId: member.id } },
      { idempotencyKey: `customer-create-${member.id}` },
    );
    account.stripeCustomerId = idOf(customer)!;
    await manager.save(account);
    return account.stripeCustomerId;
  }

  private requireStripe(): Stripe {
    if (!this.stripe) throw BillingError.paymentsNotConfigured();
    return this.stripe;
  }
}
