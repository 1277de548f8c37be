import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AdminOnly, GatewayOnly } from '@distill/platform';
import { EmailDeliveryReportModel, EmailWebhookReceiptModel } from './email-feedback.model.js';
import { EmailFeedbackService } from './email-feedback.service.js';

@Resolver()
export class EmailFeedbackResolver {
  constructor(private readonly feedback: EmailFeedbackService) {}

  /**
   * The mail provider's bounces and complaints, relayed by the gateway with the raw body.
   * `@inaccessible`: absent from the public API; the signature is what authenticates it.
   */
  @Mutation(() => EmailWebhookReceiptModel)
  @GatewayOnly()
  receiveEmailWebhook(
    @Args('payloadBase64', { description: 'The exact request body, base64-encoded.' })
    payloadBase64: string,
    @Args('signature', { description: 'The Distill-Signature header.' }) signature: string,
  ): Promise<EmailWebhookReceiptModel> {
    return this.feedback.receive(payloadBase64, signature);
  }

  @Query(() => EmailDeliveryReportModel, {
    description: 'Admins: e-mails sent, failed and bounced per UTC day, and the last failures.',
  })
  @AdminOnly()
  emailDeliveryReport(
    @Args('days', { type: () => Int, defaultValue: 14 }) days: number,
  ): Promise<EmailDeliveryReportModel> {
    return this.feedback.report(days);
  }
}
