import { Module } from '@nestjs/common';
import { EmailModule } from '../email/email.module.js';
import { ReviewEmailsController } from './review-emails.controller.js';

@Module({ imports: [EmailModule], controllers: [ReviewEmailsController] })
export class ReviewEmailsModule {}
