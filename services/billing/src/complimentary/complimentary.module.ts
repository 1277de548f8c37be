import { Module } from '@nestjs/common';
import { MembersModule } from '../members/members.module.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { ComplimentaryResolver } from './complimentary.resolver.js';
import { ComplimentaryService } from './complimentary.service.js';

@Module({
  imports: [MembersModule, WebhooksModule],
  providers: [ComplimentaryService, ComplimentaryResolver],
})
export class ComplimentaryModule {}
