import { Global, Module } from '@nestjs/common';
import { PLATFORM_OPTIONS, type PlatformRuntime } from '@distill/platform';
import type { BillingConfig } from '../config.js';
import { createStripeClient, STRIPE_CLIENT } from './stripe-client.js';

@Global()
@Module({
  providers: [
    {
      provide: STRIPE_CLIENT,
      inject: [PLATFORM_OPTIONS],
      useFactory: (runtime: PlatformRuntime<BillingConfig>) => createStripeClient(runtime.config),
    },
  ],
  exports: [STRIPE_CLIENT],
})
export class StripeModule {}
