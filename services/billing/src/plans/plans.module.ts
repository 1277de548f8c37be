import { Module } from '@nestjs/common';
import { BillingConfigurationResolver } from './billing-configuration.resolver.js';

@Module({ providers: [BillingConfigurationResolver] })
export class PlansModule {}
