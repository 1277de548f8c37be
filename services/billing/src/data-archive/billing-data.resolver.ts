import { Inject } from '@nestjs/common';
import { Directive, Query, Resolver } from '@nestjs/graphql';
import type Stripe from 'stripe';
import { DataSource } from 'typeorm';
import type { MemberViewer } from '@distill/contracts';
import { CurrentViewer, MemberOnly, memberDataDocument } from '@distill/platform';
import { BILLING_MEMBER_DATA } from '../account-erasure/member-data.js';
import { STRIPE_CLIENT } from '../stripe/stripe-client.js';

/** What the archive says of each invoice: its metadata, never the card that paid it. */
interface InvoiceMetadata {
  id: string | undefined;
  number: string | null;
  status: string | null;
  amountDueCents: number;
  amountPaidCents: number;
  currency: string;
  createdAt: string;
  periodStart: string | null;
  periodEnd: string | null;
}

/** Stripe's Unix seconds as ISO text; null where Stripe left the field out. */
const isoOf = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;

/**
 * Billing's part of a member's data archive (issue 45): their billing account, subscriptions,
 * trial and complimentary grants from billing's tables, and their invoices' metadata, which
 * Stripe holds (billing keeps none until an erasure leaves the nameless accounting rows).
 */
@Resolver()
export class BillingDataResolver {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
  ) {}

  /**
   * `@inaccessible`: the gateway's archive job asks for it as the member. A Stripe fault fails
   * the field (the job retries) rather than leave invoices out of the archive unsaid.
   */
  @Query(() => String, {
    description:
      "The signed-in member's billing data as JSON: every row of every table on billing's " +
      "erasure list, and their invoices' metadata from Stripe.",
  })
  @Directive('@inaccessible')
  @MemberOnly()
  async myBillingData(@CurrentViewer() viewer: MemberViewer): Promise<string> {
    return memberDataDocument(this.dataSource.manager, 'billing', BILLING_MEMBER_DATA, viewer.id, {
      invoices: await this.invoicesOf(viewer.id),
    });
  }

  private async invoicesOf(memberId: string): Promise<InvoiceMetadata[]> {
    const subscriptions: Array<{ stripe_subscription_id: string }> = await this.dataSource.query(
      `SELECT stripe_subscription_id FROM subscription WHERE user_id = $1`,
      [memberId],
    );
    if (!this.stripe || subscriptions.length === 0) return [];
    const invoices: InvoiceMetadata[] = [];
    for (const { stripe_subscription_id: subscription } of subscriptions) {
      for await (const invoice of this.stripe.invoices.list({ subscription, limit: 100 })) {
        invoices.push({
          id: invoice.id,
          number: invoice.number ?? null,
          status: invoice.status ?? null,
          amountDueCents: invoice.amount_due,
          amountPaidCents: invoice.amount_paid,
          currency: invoice.currency,
          createdAt: isoOf(invoice.created)!,
          periodStart: isoOf(invoice.period_start),
          periodEnd: isoOf(invoice.period_end),
        });
      }
    }
    return invoices;
  }
}
