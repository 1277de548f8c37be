import { Module } from '@nestjs/common';
import { MembersModule } from '../members/members.module.js';
import { SubscriptionSyncService } from './subscription-sync.service.js';
import { SubscriptionsResolver } from './subscriptions.resolver.js';
import { SubscriptionsService } from './subscriptions.service.js';

@Module({
  imports: [MembersModule],
  providers: [SubscriptionSyncService, SubscriptionsService, SubscriptionsResolver],
  exports: [SubscriptionSyncService, SubscriptionsService],
})
export class SubscriptionsModule {}
