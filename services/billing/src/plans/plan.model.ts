import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum BillingPlanId {
  monthly = 'monthly',
  annual = 'annual',
}

registerEnumType(BillingPlanId, { name: 'BillingPlanId', description: 'A plan Distill sells.' });

@ObjectType('BillingPlan')
export class PlanModel {
  @Field(() => BillingPlanId)
  id!: BillingPlanId;

  @Field()
  name!: string;

  @Field(() => Int, { description: 'Price per interval in integer cents.' })
  amountCents!: number;

  @Field()
  currency!: string;

  @Field({ description: "'month' or 'year'." })
  interval!: string;
}

@ObjectType('BillingConfiguration')
export class BillingConfigurationModel {
  @Field({ description: 'False when this server has no Stripe secret key.' })
  paymentsEnabled!: boolean;

  @Field(() => String, { nullable: true, description: 'For Stripe.js in the browser.' })
  publishableKey!: string | null;

  @Field(() => Int)
  trialDays!: number;

  @Field(() => [PlanModel])
  plans!: PlanModel[];
}
