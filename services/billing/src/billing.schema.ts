import { ComplimentaryGrant } from './complimentary/complimentary-grant.entity.js';
import { BillingAccount } from './members/billing-account.entity.js';
import { CreateBilling1732000000400 } from './migrations/1732000000400-CreateBilling.js';
import { Subscription } from './subscriptions/subscription.entity.js';
import { StripeEvent } from './webhooks/stripe-event.entity.js';

export const BILLING_ENTITIES = [BillingAccount, Subscription, StripeEvent, ComplimentaryGrant];
export const BILLING_MIGRATIONS = [CreateBilling1732000000400];
