import { Module } from '@nestjs/common';
import { AccountErasureConsumer } from './account-erasure.consumer.js';
import { BillingErasure } from './billing-erasure.js';

@Module({ controllers: [AccountErasureConsumer], providers: [BillingErasure] })
export class AccountErasureModule {}
