import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { CORRELATION_ID_HEADER, VIEWER_CONTEXT_HEADER } from '@distill/contracts';
import { PLATFORM_OPTIONS, type PlatformRuntime, signViewerContext } from '@distill/platform';
import { eventually } from '@distill/platform/testing';
import Stripe from 'stripe';
import {
  allEventsProcessed,
  deliverEvent,
  eventsOfSubscription,
  startBilling,
  trialAtStripe,
  WEBHOOK_SECRET,
  type BillingTestApp,
} from './billing-test-app.js';

interface LogLine {
  level: number;
  msg: string;
  correlationId?: string;
  stripeEventId?: string;
  stripeEventType?: string;
  outcome?: string;
}

/**
 * Each Stripe event processed, skipped as a duplicate or failed writes one log line with its id,
 * type and outcome, through billing's own logger (pino, with the correlation id).
 */
describe('Stripe webhook log lines', () => {
  let billing: BillingTestApp;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    billing = await startBilling('webhook_log');
    // Billing's real logger, its lines written here instead of to stdout (pino's stream symbol).
    const { logger } = billing.app.get<PlatformRuntime>(PLATFORM_OPTIONS);
    logger.level = 'info';
    (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = {
      write: (line: string) => lines.push(JSON.parse(line) as LogLine),
    };
  });

  afterAll(async () => {
    await billing.close();
  });

  const linesOf = (eventId: string) => lines.filter((line) => line.stripeEventId === eventId);

  /** Delivers a signed payload as the gateway relays Stripe's request, with a correlation id. */
  async function deliver(event: Record<string, unknown>, correlationId: string) {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const response = await fetch(`${billing.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [VIEWER_CONTEXT_HEADER]: await signViewerContext(
          { kind: 'anonymous' },
          billing.config.INTERNAL_SECRET,
        ),
        [CORRELATION_ID_HEADER]: correlationId,
      },
      body: JSON.stringify({
        query: `mutation ($payloadBase64: String!, $signature: String!) {
          receiveStripeWebhook(payloadBase64: $payloadBase64, signature: $signature) { duplicate }
        }`,
        variables: { payloadBase64: Buffer.from(payload).toString('base64'), signature },
      }),
    });
    return ((await response.json()) as { data: { receiveStripeWebhook: { duplicate: boolean } } })
      .data.receiveStripeWebhook;
  }

  it("logs an event processed, with its id, type and the request's correlation id", async () => {
    const { subscription } = await trialAtStripe(billing);
    const event = eventsOfSubscription(billing, subscription.id)[0]!;
    const correlationId = randomUUID();
    await deliver(event, correlationId);
    await allEventsProcessed(billing);
    expect(linesOf(event.id)).toEqual([
      expect.objectContaining({
        msg: 'Stripe webhook event processed',
        stripeEventType: event.type,
        outcome: 'processed',
        correlationId,
      }),
    ]);
  });

  it('logs each repeat of an event as skipped, a duplicate', async () => {
    const { subscription } = await trialAtStripe(billing);
    const event = eventsOfSubscription(billing, subscription.id)[0]!;
    await deliverEvent(billing, event);
    await allEventsProcessed(billing);
    const correlationId = randomUUID();
    expect(await deliver(event, correlationId)).toEqual({ duplicate: true });
    expect(linesOf(event.id).map((line) => [line.outcome, line.msg, line.correlationId])).toEqual([
      ['processed', 'Stripe webhook event processed', expect.any(String)],
      ['duplicate', 'Stripe webhook event skipped as a duplicate', correlationId],
    ]);
  });

  it('logs an event that cannot be applied as failed (it is retried)', async () => {
    const { subscription } = await trialAtStripe(billing);
    const real = eventsOfSubscription(billing, subscription.id)[0]!;
    // A correctly signed event about a subscription Stripe does not know: re-reading it fails.
    const event: Record<string, any> = {
      ...real,
      id: `evt_missing_${randomUUID().replaceAll('-', '')}`,
      data: { object: { ...real.data.object, id: 'sub_that_does_not_exist' } },
    };
    await deliver(event, randomUUID());
    const failed = await eventually(async () =>
      linesOf(event.id).find((candidate) => candidate.outcome === 'failed'),
    );
    expect(failed).toMatchObject({
      msg: 'Stripe webhook event failed; retried',
      stripeEventType: event.type,
      level: 40,
    });
  });
});
