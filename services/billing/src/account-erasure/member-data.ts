import { type MemberDataList, PLATFORM_TABLES } from '@distill/platform';

/**
 * Everything billing holds for a member, erased when their account is: children before the
 * billing account their foreign keys name. Every other table says why it holds no member's data;
 * a test fails when a table is on neither list. Stripe events are erased by what they name (the
 * member's customer), not by a column: see BillingErasure.
 */
export const BILLING_MEMBER_DATA: MemberDataList = {
  memberTables: [
    { table: 'complimentary_grant', column: 'user_id' },
    { table: 'trial', column: 'user_id' },
    { table: 'subscription', column: 'user_id' },
    { table: 'billing_account', column: 'user_id' },
  ],
  otherTables: {
    ...PLATFORM_TABLES,
    stripe_event: "Stripe's events: those naming the member's customer are deleted by the erasure",
    erased_invoice: 'accounting: invoice id, amount, currency and date, nobody named (ten years)',
  },
};

/** How long accounting keeps an erased member's invoice amounts (the longest usual tax period). */
export const ERASED_INVOICE_RETENTION_YEARS = 10;
