import { ComplimentaryGrant } from './complimentary/complimentary-grant.entity.js';
import { BillingAccount } from './members/billing-account.entity.js';
import { CreateBilling1732000000400 } from './migrations/1732000000400-CreateBilling.js';
import { CreateTrial1732000000500 } from './migrations/1732000000500-CreateTrial.js';
import { TrialEndingNotice1795700000000 } from './migrations/1795700000000-TrialEndingNotice.js';
import { PaidInvoiceAndEveryTrial1795900000100 } from './migrations/1795900000100-PaidInvoiceAndEveryTrial.js';
import { ComplimentaryEnds1796150000100 } from './migrations/1796150000100-ComplimentaryEnds.js';
import { ErasedInvoices1796300000100 } from './migrations/1796300000100-ErasedInvoices.js';
import { Subscription } from './subscriptions/subscription.entity.js';
import { Trial } from './trials/trial.entity.js';
import { StripeEvent } from './webhooks/stripe-event.entity.js';

export const BILLING_ENTITIES = [
  BillingAccount,
  Subscription,
  StripeEvent,
  ComplimentaryGrant,
  Trial,
];
export const BILLING_MIGRATIONS = [
  CreateBilling1732000000400,
  CreateTrial1732000000500,
  TrialEndingNotice1795700000000,
  PaidInvoiceAndEveryTrial1795900000100,
  ComplimentaryEnds1796150000100,
  ErasedInvoices1796300000100,
];
