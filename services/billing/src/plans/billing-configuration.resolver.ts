import { Inject } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import { PLATFORM_OPTIONS, type PlatformRuntime, Public } from '@distill/platform';
import type { BillingConfig } from '../config.js';
import { BillingConfigurationModel, type BillingPlanId } from './plan.model.js';
import { plansOf, TRIAL_DAYS } from './plans.js';

@Resolver(() => BillingConfigurationModel)
export class BillingConfigurationResolver {
  constructor(@Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<BillingConfig>) {}

  @Query(() => BillingConfigurationModel, {
    description: 'The plans and what the web client needs for Stripe.js, read at run time.',
  })
  @Public()
  billingConfiguration(): BillingConfigurationModel {
    const { config } = this.runtime;
    return {
      paymentsEnabled: Boolean(config.STRIPE_SECRET_KEY),
      publishableKey: config.STRIPE_SECRET_KEY ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
      trialDays: TRIAL_DAYS,
      plans: Object.values(plansOf(config)).map(
        ({ id, name, amountCents, currency, interval }) => ({
          id: id as BillingPlanId,
          name,
          amountCents,
          currency,
          interval,
        }),
      ),
    };
  }
}
