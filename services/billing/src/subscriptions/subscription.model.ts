import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('SubscriptionStart')
export class SubscriptionStartModel {
  @Field({ description: "'active' when the member is already entitled; else Stripe's status." })
  status!: string;

  @Field(() => String, { nullable: true, description: "For Stripe's Payment Element." })
  clientSecret!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "'setup' (trial: the card is saved, nothing is charged today) or 'payment'.",
  })
  intentType!: string | null;
}

@ObjectType('BillingPortalSession')
export class BillingPortalSessionModel {
  @Field({ description: "Stripe's customer portal; it returns to /dashboard." })
  url!: string;
}

@ObjectType('MemberSubscription')
export class MemberSubscriptionModel {
  @Field({ description: 'The subscription status every service sees.' })
  status!: string;

  @Field({ description: "'monthly', 'annual' or 'complimentary'." })
  type!: string;

  @Field(() => Int, { nullable: true })
  amountCents!: number | null;

  @Field(() => String, { nullable: true })
  currency!: string | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'While trialing: when the trial ends (the first charge with a card on file, else the end of Premium).',
  })
  trialEnd!: Date | null;

  @Field(() => Int, {
    nullable: true,
    description: 'While trialing: whole days left, rounded up ("5 days left in your trial").',
  })
  trialDaysLeft!: number | null;

  @Field({
    description: 'A card is saved on the subscription; a trial without one ends at `trialEnd`.',
  })
  paymentMethodOnFile!: boolean;

  @Field(() => Date, { nullable: true })
  currentPeriodEnd!: Date | null;

  @Field({ description: 'Cancelled by the member: Premium ends at `cancelAt`.' })
  cancelAtPeriodEnd!: boolean;

  @Field(() => Date, { nullable: true })
  cancelAt!: Date | null;

  @Field({ description: 'Managed in the Stripe customer portal (not a complimentary grant).' })
  manageable!: boolean;
}
