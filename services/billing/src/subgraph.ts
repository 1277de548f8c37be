import type { FeatureModule } from '@distill/platform';
import { AccountErasureModule } from './account-erasure/account-erasure.module.js';
import { DataArchiveModule } from './data-archive/data-archive.module.js';
import { ComplimentaryModule } from './complimentary/complimentary.module.js';
import { PlansModule } from './plans/plans.module.js';
import { StripeModule } from './stripe/stripe.module.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';
import { TrialsModule } from './trials/trials.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';

/**
 * The billing service's features, which its app module imports and from which its build prints the
 * subgraph's SDL (`subgraph.command.ts`: resolvers' types only, no database).
 */
export const BILLING_FEATURES: FeatureModule[] = [
  StripeModule,
  PlansModule,
  SubscriptionsModule,
  WebhooksModule,
  ComplimentaryModule,
  TrialsModule,
  AccountErasureModule,
  DataArchiveModule,
];
