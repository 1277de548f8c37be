import { Args, Field, Mutation, ObjectType, Resolver } from '@nestjs/graphql';
import { GatewayOnly } from '@distill/platform';
import { StripeWebhooksService, type WebhookReceipt } from './stripe-webhooks.service.js';

@ObjectType('StripeWebhookReceipt')
export class StripeWebhookReceiptModel {
  @Field()
  eventId!: string;

  @Field({ description: 'The event was already stored: acknowledged and ignored.' })
  duplicate!: boolean;
}

/**
 * Stripe's webhook, relayed by the gateway with the raw body. `@inaccessible`: absent from the
 * public API; the signature, not the caller, is what authenticates it.
 */
@Resolver()
export class StripeWebhooksResolver {
  constructor(private readonly webhooks: StripeWebhooksService) {}

  @Mutation(() => StripeWebhookReceiptModel)
  @GatewayOnly()
  receiveStripeWebhook(
    @Args('payloadBase64', { description: 'The exact request body, base64-encoded.' })
    payloadBase64: string,
    @Args('signature', { description: 'The Stripe-Signature header.' }) signature: string,
  ): Promise<WebhookReceipt> {
    return this.webhooks.receive(payloadBase64, signature);
  }
}
