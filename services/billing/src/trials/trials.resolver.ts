import { Mutation, Resolver } from '@nestjs/graphql';
import type { Viewer } from '@distill/contracts';
import { CurrentViewer } from '@distill/platform';
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
  startTrial(@CurrentViewer() viewer: Viewer): Promise<MemberSubscriptionSummary> {
    return this.trials.start(viewer);
  }
}
