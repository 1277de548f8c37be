import { Module } from '@nestjs/common';
import { EmailModule } from '../email/email.module.js';
import { UsersModule } from '../users/users.module.js';
import { BillingEventsController } from './billing-events.controller.js';

@Module({ imports: [UsersModule, EmailModule], controllers: [BillingEventsController] })
export class SubscriptionsModule {}
