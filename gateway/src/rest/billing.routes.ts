import express, { Router } from 'express';
import { GENERIC_ERROR_MESSAGE } from '@distill/platform';
import type { GraphQLExecutor } from '../graphql/graphql-executor.js';
import type { SubgraphClient } from '../graphql/subgraph-client.js';
import {
  bodyErrorsAsBadRequest,
  jsonBody,
  sameOriginJsonOnly,
  sendGraphQLError,
  sendResult,
  sendText,
} from './http.js';
import {
  type BillingPlanId,
  ChangePlanDocument,
  StartSubscriptionDocument,
  StartTrialDocument,
} from './operations.generated.js';
import {
  constant,
  described,
  objectOf,
  oneOfText,
  resultOf,
  text,
} from '../openapi/route-description.js';

const RECEIVE_STRIPE_WEBHOOK = `mutation ReceiveStripeWebhook($payloadBase64: String!, $signature: String!) {
  receiveStripeWebhook(payloadBase64: $payloadBase64, signature: $signature) { eventId duplicate }
}`;

const PLANS: readonly string[] = ['monthly', 'annual'] satisfies BillingPlanId[];
const PLAN_MESSAGE = 'plan must be "monthly" or "annual"';

function isJsonObject(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

/** The body's `plan`, `fallback` when it has none, null when it names no plan. */
function planOf(
  body: Record<string, unknown>,
  fallback: BillingPlanId | null,
): BillingPlanId | null {
  const plan = body.plan ?? fallback;
  return typeof plan === 'string' && PLANS.includes(plan) ? (plan as BillingPlanId) : null;
}

/** Stripe's events are a few kilobytes. */
const WEBHOOK_BODY_LIMIT = '512kb';

export interface BillingRoutesOptions {
  graphql: GraphQLExecutor;
  /** Billing's subgraph, for the `@inaccessible` webhook operation. */
  billing: SubgraphClient;
  trustedOrigins: ReadonlySet<string>;
}

/**
 * `POST /api/create-subscription` (spec section 7: no body is the monthly plan; `{plan:
 * "annual"}` is ours), `POST /api/change-plan`, `POST /api/start-trial`, and Stripe's webhook, whose exact bytes go to billing for verification.
 */
export function billingRoutes({ graphql, billing, trustedOrigins }: BillingRoutesOptions): Router {
  const router = Router();

  const planBody = (description: string) =>
    objectOf({ plan: oneOfText(PLANS, description) }, { optional: ['plan'] });

  router.post(
    '/create-subscription',
    sameOriginJsonOnly(trustedOrigins),
    jsonBody(),
    described(
      {
        summary: 'Subscribe: active at once, or the client secret to confirm the payment with',
        description:
          'Starts (or reuses) a subscription with its trial. `{status: "active"}` when nothing ' +
          'is to be paid now; otherwise `clientSecret` completes it with Stripe.js, as a ' +
          '`payment` or a `setup` intent.',
        body: planBody('Default monthly'),
        answer: {
          anyOf: [
            objectOf({ status: constant('active') }),
            objectOf({
              status: resultOf(StartSubscriptionDocument, 'startSubscription.status'),
              clientSecret: resultOf(StartSubscriptionDocument, 'startSubscription.clientSecret'),
              intentType: resultOf(StartSubscriptionDocument, 'startSubscription.intentType'),
            }),
          ],
        },
      },
      async (req, res) => {
        const body: unknown = req.body ?? {};
        if (!isJsonObject(body)) return sendText(res, 400, 'Request body must be a JSON object');
        const plan = planOf(body, 'monthly');
        if (!plan) return sendText(res, 400, PLAN_MESSAGE);
        const result = await graphql.run(req, StartSubscriptionDocument, { plan });
        sendResult(res, result, ({ startSubscription: start }) =>
          start.status === 'active'
            ? { status: 'active' }
            : {
                status: start.status,
                clientSecret: start.clientSecret,
                intentType: start.intentType,
              },
        );
      },
    ),
  );

  /** Monthly ⇄ annual for a subscriber, prorated by Stripe (409 on the same plan). */
  router.post(
    '/change-plan',
    sameOriginJsonOnly(trustedOrigins),
    jsonBody(),
    described(
      {
        summary: 'Switch a subscription between monthly and annual, prorated',
        body: objectOf({ plan: oneOfText(PLANS) }),
        answer: resultOf(ChangePlanDocument, 'changePlan'),
      },
      async (req, res) => {
        const body: unknown = req.body ?? {};
        if (!isJsonObject(body)) return sendText(res, 400, 'Request body must be a JSON object');
        const plan = planOf(body, null);
        if (!plan) return sendText(res, 400, PLAN_MESSAGE);
        const result = await graphql.run(req, ChangePlanDocument, { plan });
        sendResult(res, result, (data) => data.changePlan);
      },
    ),
  );

  /** The landing's 7-day Premium trial without a card; once per member (409s from billing). */
  router.post(
    '/start-trial',
    sameOriginJsonOnly(trustedOrigins),
    described(
      {
        summary: 'Start the 7-day Premium trial without a card (once per member)',
        status: 201,
        answer: resultOf(StartTrialDocument, 'startTrial'),
      },
      async (req, res) => {
        const result = await graphql.run(req, StartTrialDocument);
        if (!result.errors.length) res.status(201);
        sendResult(res, result, (data) => data.startTrial);
      },
    ),
  );

  router.post(
    '/webhooks/stripe',
    express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }),
    described(
      {
        summary: "Stripe's webhook: the event's exact bytes, signed (`Stripe-Signature`)",
        body: text('A Stripe event as Stripe sent it'),
        bodyMedia: 'application/json',
        answer: objectOf({
          received: constant(true),
          duplicate: resultOf(RECEIVE_STRIPE_WEBHOOK, 'receiveStripeWebhook.duplicate'),
        }),
      },
      async (req, res) => {
        const signature = req.header('stripe-signature');
        if (!signature) return sendText(res, 400, 'Missing Stripe-Signature header');
        const payload = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const { value, error } = await billing.call<{ eventId: string; duplicate: boolean }>(
          RECEIVE_STRIPE_WEBHOOK,
          'receiveStripeWebhook',
          { payloadBase64: payload.toString('base64'), signature },
        );
        if (error || !value)
          return sendGraphQLError(res, error ?? { message: GENERIC_ERROR_MESSAGE });
        res.json({ received: true, duplicate: value.duplicate });
      },
    ),
  );

  router.use(bodyErrorsAsBadRequest);
  return router;
}
