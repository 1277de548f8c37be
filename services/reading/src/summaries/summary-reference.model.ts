import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';

/**
 * The catalog's Summary, as reading refers to it: by key only. The gateway resolves every other
 * field from the catalog, so its access rule and fields live in one place; reading adds the
 * member's own fields (`isFavorite`, `readingProgress`).
 */
@ObjectType('Summary')
@Directive('@key(fields: "id")')
export class SummaryReference {
  @Field(() => ID)
  id!: string;
}
