import type { Logger } from 'pino';
import type { ProcessMetrics, WebhookOutcome } from '@distill/platform';

export interface StripeEventOutcome {
  eventId: string;
  eventType: string;
  outcome: WebhookOutcome;
  /** Why a `failed` event failed (it is retried with backoff). */
  err?: unknown;
}

/**
 * Makes each Stripe event's fate visible: one log line (event id, type, outcome; the request's
 * or the job's correlation id comes from the logger) and one count in the webhook metric.
 */
export function reportStripeEvent(
  logger: Logger,
  metrics: ProcessMetrics,
  { eventId, eventType, outcome, err }: StripeEventOutcome,
): void {
  metrics.recordWebhookEvent('stripe', eventType, outcome);
  const line = { stripeEventId: eventId, stripeEventType: eventType, outcome };
  if (outcome === 'failed') logger.warn({ ...line, err }, 'Stripe webhook event failed; retried');
  else if (outcome === 'duplicate')
    logger.info(line, 'Stripe webhook event skipped as a duplicate');
  else logger.info(line, 'Stripe webhook event processed');
}
