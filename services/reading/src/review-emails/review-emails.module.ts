import { Module } from '@nestjs/common';
import { ReviewModule } from '../review/review.module.js';
import { EmailSuppressionConsumer } from './email-suppression.consumer.js';
import { ReviewEmailScheduler } from './review-email-scheduler.js';
import { ReviewEmailsResolver } from './review-emails.resolver.js';
import { ReviewEmailsService } from './review-emails.service.js';

@Module({
  imports: [ReviewModule],
  providers: [ReviewEmailsService, ReviewEmailsResolver, ReviewEmailScheduler],
  controllers: [EmailSuppressionConsumer],
})
export class ReviewEmailsModule {}
