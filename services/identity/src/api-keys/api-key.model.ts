import { Directive, Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('ApiKeyDailyUsage')
export class ApiKeyDailyUsageModel {
  @Field({ description: 'UTC day, YYYY-MM-DD.' })
  day!: string;

  @Field(() => Int)
  requests!: number;
}

/** A partner API key as admins see it: never the key, only its first characters. */
@ObjectType('ApiKey')
export class ApiKeyModel {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field({ description: 'The first characters of the key, to recognise it.' })
  prefix!: string;

  @Field(() => [String], { description: "Licences beyond visitor access: 'premium-content'." })
  scopes!: string[];

  @Field(() => Int)
  rateLimitPerMinute!: number;

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  revokedAt!: Date | null;

  @Field(() => Int, { description: 'Requests today (UTC).' })
  usageToday!: number;

  @Field(() => [ApiKeyDailyUsageModel], { description: 'Requests per day, last 7 days.' })
  dailyUsage!: ApiKeyDailyUsageModel[];
}

@ObjectType('IssuedApiKey')
export class IssuedApiKeyModel {
  @Field({ description: 'The key itself. Shown once: Distill keeps only its hash.' })
  key!: string;

  @Field(() => ApiKeyModel)
  apiKey!: ApiKeyModel;
}

@InputType('CreateApiKeyInput')
export class CreateApiKeyInput {
  @Field()
  name!: string;

  @Field(() => [String], { defaultValue: [] })
  scopes!: string[];

  @Field(() => Int, { defaultValue: 60 })
  rateLimitPerMinute!: number;
}

/** Internal: the gateway's per-request check of a partner key. */
@ObjectType('ApiKeyRateLimit')
@Directive('@inaccessible')
export class ApiKeyRateLimitModel {
  @Field(() => Int)
  limit!: number;

  @Field(() => Int)
  remaining!: number;

  @Field(() => Int)
  resetSeconds!: number;
}

@ObjectType('ApiKeyPartner')
@Directive('@inaccessible')
export class ApiKeyPartnerModel {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field(() => [String])
  scopes!: string[];
}

@ObjectType('ApiKeyAuthentication')
@Directive('@inaccessible')
export class ApiKeyAuthenticationModel {
  @Field(() => ApiKeyPartnerModel)
  partner!: ApiKeyPartnerModel;

  @Field(() => ApiKeyRateLimitModel)
  rateLimit!: ApiKeyRateLimitModel;
}
