import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('FreePick', { description: 'A premium summary a member unlocked with a free pick.' })
export class FreePickModel {
  @Field(() => ID)
  summaryId!: string;

  @Field()
  title!: string;

  @Field()
  author!: string;

  @Field(() => String, { nullable: true })
  coverImageUrl!: string | null;

  @Field({
    description:
      'When the summary locks again: local midnight ending the 30th day counted from the day of the pick.',
  })
  unlockedUntil!: Date;

  @Field()
  pickedAt!: Date;
}

@ObjectType('FreePicks', { description: "The member's free picks of the current month." })
export class FreePicksModel {
  @Field({ description: 'The month name in the member’s time zone, e.g. November.' })
  month!: string;

  @Field({ description: 'e.g. 2026-11' })
  monthKey!: string;

  @Field(() => Int, { description: 'Picks per month (FREE_MONTHLY_PICKS); 0 when turned off.' })
  limit!: number;

  @Field(() => Int)
  used!: number;

  @Field(() => Int)
  left!: number;

  @Field({
    description:
      'Whether the offer applies: picks are turned on and the member has no Premium (a subscriber reads everything anyway).',
  })
  offered!: boolean;

  @Field({ description: 'When the next month’s picks come in (the start of the next month).' })
  nextPicksAt!: Date;

  @Field(() => Int, {
    description:
      'How many days a pick keeps its summary open, the day of the pick being the first.',
  })
  openDays!: number;

  @Field({ description: 'When a summary unlocked now would lock again (`unlockedUntil`).' })
  newPickUnlockedUntil!: Date;

  @Field(() => [FreePickModel], { description: 'Summaries unlocked now, newest pick first.' })
  summaries!: FreePickModel[];
}

@ObjectType('FreePickUse')
export class FreePickUseModel {
  @Field({
    description:
      'True when this call made the pick (REST 201); false when the summary was already unlocked (200).',
  })
  created!: boolean;

  @Field(() => FreePickModel)
  pick!: FreePickModel;

  @Field(() => Int, { description: 'Picks left this month after this one.' })
  left!: number;
}

@ObjectType('FreePicksOverview', { description: 'Free picks across members, for admins.' })
export class FreePicksOverviewModel {
  @Field(() => Int, { description: 'Picks per member per month (0: turned off).' })
  monthlyPicks!: number;

  @Field(() => Int, { description: 'Picks made since the current month began.' })
  usedThisMonth!: number;

  @Field()
  month!: string;
}
