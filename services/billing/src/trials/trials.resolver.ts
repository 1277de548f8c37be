import { Mutation, Resolver } from '@nestjs/graphql';
import type { MemberViewer } from '@distill/contracts';
import { CurrentViewer, MemberOnly } from '@distill/platform';
import { MemberSubscriptionModel } from '../subscriptions/subscription.model.js';
import type { MemberSubscriptionSummary } from '../subscriptions/subscriptions.service.js';
import { TrialsService } from './trials.service.js';

@Resolver()
export class TrialsResolver {
  constructor(private readonly trials: TrialsService) {}

  @Mutation(() => MemberSubscriptionModel, {
    description:
      "Starts the signed-in member's 7-day Premium trial without a card, once per member (409 TRIAL_ALREADY_USED, or ALREADY_PREMIUM).",
  })
  @MemberOnly()
  startTrial(@CurrentViewer() viewer: MemberViewer): Promise<MemberSubscriptionSummary> {
    return this.trials.start(viewer);
  }
}
