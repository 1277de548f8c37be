import { Module } from '@nestjs/common';
import { MembersModule } from '../members/members.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { TrialEndingNotices } from '../trials/trial-ending-notices.js';
import { BillingJobs } from './billing-jobs.js';
import { StripeEventProcessor } from './stripe-event.processor.js';
import { StripeWebhooksResolver } from './stripe-webhooks.resolver.js';
import { StripeWebhooksService } from './stripe-webhooks.service.js';

@Module({
  imports: [MembersModule, SubscriptionsModule],
  providers: [
    StripeEventProcessor,
    BillingJobs,
    TrialEndingNotices,
    StripeWebhooksService,
    StripeWebhooksResolver,
  ],
  exports: [BillingJobs],
})
export class WebhooksModule {}
