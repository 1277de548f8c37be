import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import Stripe from 'stripe';
import { PLATFORM_OPTIONS, type PlatformRuntime, ProcessMetrics } from '@distill/platform';
import { BillingError } from '../billing.error.js';
import type { BillingConfig } from '../config.js';
import { BillingJobs } from './billing-jobs.js';
import { reportStripeEvent } from './stripe-event-outcome.js';
import { StripeEvent } from './stripe-event.entity.js';

/** A Stripe event is a few kilobytes; anything far larger is not Stripe. */
const MAX_PAYLOAD_BYTES = 512 * 1024;

export interface WebhookReceipt {
  eventId: string;
  duplicate: boolean;
}

/**
 * The webhook endpoint's work: verify the signature over the exact bytes Stripe sent, store the
 * event by its Stripe id, queue it, answer. Applying it is the worker's job (BillingJobs).
 */
@Injectable()
export class StripeWebhooksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: BillingJobs,
    private readonly metrics: ProcessMetrics,
    @Inject(PLATFORM_OPTIONS) private readonly runtime: PlatformRuntime<BillingConfig>,
  ) {}

  async receive(payloadBase64: string, signature: string): Promise<WebhookReceipt> {
    const secret = this.runtime.config.STRIPE_WEBHOOK_SECRET;
    if (!secret)
      throw BillingError.invalidWebhook('Stripe webhooks are not configured on this server');
    if (!signature) throw BillingError.invalidWebhook('Missing Stripe-Signature header');
    const payload = Buffer.from(payloadBase64, 'base64');
    if (payload.length === 0 || payload.length > MAX_PAYLOAD_BYTES) {
      throw BillingError.invalidWebhook('Invalid webhook payload');
    }
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(
        payload,
        signature,
        secret,
        this.runtime.config.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw BillingError.invalidWebhook('Invalid Stripe signature');
      }
      // A correctly signed body that is not JSON cannot come from Stripe either.
      throw BillingError.invalidWebhook('Invalid webhook payload');
    }
    if (typeof event.id !== 'string' || typeof event.type !== 'string') {
      throw BillingError.invalidWebhook('Invalid webhook payload');
    }
    const inserted: unknown[] = await this.dataSource.query(
      `INSERT INTO stripe_event (id, type, payload) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [event.id, event.type, JSON.stringify(event)],
    );
    const stored = await this.dataSource
      .getRepository(StripeEvent)
      .findOneByOrFail({ id: event.id });
    // A repeat of an event not yet applied is queued again: the first queueing may have failed.
    const duplicate = inserted.length === 0;
    if (duplicate) {
      reportStripeEvent(this.runtime.logger, this.metrics, {
        eventId: event.id,
        eventType: event.type,
        outcome: 'duplicate',
      });
    }
    if (!stored.processedAt) await this.jobs.enqueueEvent(event.id, event.type);
    return { eventId: event.id, duplicate };
  }
}
