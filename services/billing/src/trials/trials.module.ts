import { Module } from '@nestjs/common';
import { MembersModule } from '../members/members.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { TrialsResolver } from './trials.resolver.js';
import { TrialsService } from './trials.service.js';

@Module({
  imports: [MembersModule, SubscriptionsModule, WebhooksModule],
  providers: [TrialsService, TrialsResolver],
})
export class TrialsModule {}
