import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { MemberViewer, Viewer } from '@distill/contracts';
import { CurrentViewer, MemberOnly, Public } from '@distill/platform';
import { BillingPlanId } from '../plans/plan.model.js';
import {
  BillingPortalSessionModel,
  MemberSubscriptionModel,
  SubscriptionStartModel,
} from './subscription.model.js';
import {
  type MemberSubscriptionSummary,
  type PortalSession,
  type SubscriptionStart,
  SubscriptionsService,
} from './subscriptions.service.js';

@Resolver()
export class SubscriptionsResolver {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Mutation(() => SubscriptionStartModel, {
    description:
      "Starts the signed-in member's subscription, or resumes the open one (POST /api/create-subscription).",
  })
  @MemberOnly()
  startSubscription(
    @CurrentViewer() viewer: MemberViewer,
    @Args('plan', { type: () => BillingPlanId, defaultValue: BillingPlanId.monthly })
    plan: BillingPlanId,
  ): Promise<SubscriptionStart> {
    return this.subscriptions.start(viewer, plan);
  }

  @Mutation(() => MemberSubscriptionModel, {
    nullable: true,
    description:
      "Keeps a trialing member's Premium after the trial: the card saved by this SetupIntent (on /subscribe) becomes the trial subscription's default payment method.",
  })
  @MemberOnly()
  saveTrialCard(
    @CurrentViewer() viewer: MemberViewer,
    @Args('setupIntentId', { type: () => ID }) setupIntentId: string,
  ): Promise<MemberSubscriptionSummary | null> {
    return this.subscriptions.saveTrialCard(viewer, setupIntentId);
  }

  @Mutation(() => MemberSubscriptionModel, {
    nullable: true,
    description:
      "Moves the signed-in member's subscription to the other plan, prorated by Stripe (POST /api/change-plan; 409 SAME_PLAN, 404 NO_SUBSCRIPTION).",
  })
  @MemberOnly()
  changePlan(
    @CurrentViewer() viewer: MemberViewer,
    @Args('plan', { type: () => BillingPlanId }) plan: BillingPlanId,
  ): Promise<MemberSubscriptionSummary | null> {
    return this.subscriptions.changePlan(viewer, plan);
  }

  @Query(() => Boolean, {
    description:
      'Whether the signed-in member may still start the 7-day trial without a card (false for visitors, admins, members with Premium and members who had a trial or a subscription).',
  })
  @Public()
  trialAvailable(@CurrentViewer() viewer: Viewer): Promise<boolean> {
    return this.subscriptions.trialAvailable(viewer);
  }

  @Mutation(() => BillingPortalSessionModel, {
    description: 'A Stripe customer portal session for the signed-in member.',
  })
  @MemberOnly()
  createBillingPortalSession(@CurrentViewer() viewer: MemberViewer): Promise<PortalSession> {
    return this.subscriptions.portalSession(viewer);
  }

  @Query(() => MemberSubscriptionModel, {
    nullable: true,
    description: "The signed-in member's Premium subscription or trial; null on the free plan.",
  })
  @MemberOnly()
  mySubscription(@CurrentViewer() viewer: MemberViewer): Promise<MemberSubscriptionSummary | null> {
    return this.subscriptions.summary(viewer);
  }
}
