import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('EmailWebhookReceipt')
export class EmailWebhookReceiptModel {
  @Field({ description: "The address is a member's: their e-mails are now off." })
  matched!: boolean;
}

@ObjectType('EmailDeliveryDay')
export class EmailDeliveryDayModel {
  @Field({ description: 'A UTC date, 2026-11-29.' })
  day!: string;

  @Field(() => Int)
  sent!: number;

  @Field(() => Int, { description: 'E-mails that failed their last attempt.' })
  failed!: number;

  @Field(() => Int, { description: 'Bounces and spam complaints reported by the provider.' })
  bounced!: number;
}

@ObjectType('EmailFailure')
export class EmailFailureModel {
  @Field()
  at!: Date;

  @Field({ description: 'failed, bounced or complained' })
  status!: string;

  @Field()
  subject!: string;

  @Field(() => String, { nullable: true, description: "The member's address, if an account." })
  recipient!: string | null;

  @Field(() => String, { nullable: true })
  reason!: string | null;
}

@ObjectType('EmailDeliveryReport')
export class EmailDeliveryReportModel {
  @Field(() => [EmailDeliveryDayModel], { description: 'Newest day first.' })
  days!: EmailDeliveryDayModel[];

  @Field(() => [EmailFailureModel], { description: 'The last failures, newest first.' })
  recentFailures!: EmailFailureModel[];
}
