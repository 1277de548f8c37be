import { Field, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ReviewCardModel } from '../review/review.model.js';

/** The two grades an e-mail offers. */
export enum EmailGrade {
  again = 'again',
  good = 'good',
}
registerEnumType(EmailGrade, { name: 'ReviewEmailGrade' });

@ObjectType('ReviewEmailPreferences')
export class ReviewEmailPreferencesModel {
  @Field({ description: 'The daily review e-mail is on (off until the member turns it on).' })
  daily!: boolean;

  @Field({
    description: 'The weekly digest is on: it comes on Sunday at sendAt (off until turned on).',
  })
  weekly!: boolean;

  @Field({ description: 'Local time of day it comes, HH:MM (default 07:30).' })
  sendAt!: string;

  @Field(() => String, {
    nullable: true,
    description: 'IANA time zone of sendAt; null until first saved.',
  })
  timeZone!: string | null;
}

@InputType('ReviewEmailPreferencesInput')
export class ReviewEmailPreferencesInput {
  @Field()
  daily!: boolean;

  @Field(() => Boolean, {
    nullable: true,
    description: 'The weekly digest; left as it was when omitted.',
  })
  weekly?: boolean | null;

  @Field({ description: 'HH:MM, 00:00 to 23:59.' })
  sendAt!: string;

  @Field({ description: 'e.g. Europe/Berlin' })
  timeZone!: string;
}

@ObjectType('ReviewEmailLink')
export class ReviewEmailLinkModel {
  @Field(() => ReviewCardModel)
  card!: ReviewCardModel;

  @Field(() => EmailGrade, { nullable: true, description: 'The grade given through this link.' })
  gradedAs!: EmailGrade | null;
}

@ObjectType('ReviewEmailOptOutDay')
export class ReviewEmailOptOutDayModel {
  @Field({ description: 'A UTC date, 2026-11-29.' })
  day!: string;

  @Field(() => Int, {
    description: 'Members whose review e-mails were turned off that day, by them or a bounce.',
  })
  unsubscribed!: number;
}
