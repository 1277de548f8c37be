import { Module } from '@nestjs/common';
import { BillingDataResolver } from './billing-data.resolver.js';

@Module({ providers: [BillingDataResolver] })
export class DataArchiveModule {}
