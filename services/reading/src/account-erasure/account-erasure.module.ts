import { Module } from '@nestjs/common';
import { AccountErasureConsumer } from './account-erasure.consumer.js';

@Module({ controllers: [AccountErasureConsumer] })
export class AccountErasureModule {}
