import { Module } from '@nestjs/common';
import { EmailFeedbackResolver } from './email-feedback.resolver.js';
import { EmailFeedbackService } from './email-feedback.service.js';

@Module({ providers: [EmailFeedbackService, EmailFeedbackResolver] })
export class EmailFeedbackModule {}
