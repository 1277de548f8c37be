import { Field, ID, InputType, Int, registerEnumType } from '@nestjs/graphql';
import { LibraryAccess, LibraryLength, LibrarySort } from './library-page.js';

/**
 * Summary fields as the admin forms send them. Required fields are optional in the schema so
 * the service answers a missing one with the spec's message rather than a schema error.
 */
@InputType('SummaryInput')
export class SummaryInput {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  author?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'Lines separated by newlines.' })
  content?: string | null;

  @Field(() => String, { nullable: true })
  coverImageUrl?: string | null;

  @Field(() => ID, { nullable: true })
  categoryId?: string | null;

  @Field(() => Int, { nullable: true, description: '1 to 60; 15 when absent.' })
  readingTimeMinutes?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'New summaries are Premium unless false.' })
  isPremium?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  isFeatured?: boolean | null;
}

/** Whom an editor previews a summary as, before publishing. */
export enum PreviewAudience {
  VISITOR = 'VISITOR',
  MEMBER = 'MEMBER',
  SUBSCRIBER = 'SUBSCRIBER',
}

registerEnumType(PreviewAudience, {
  name: 'PreviewAudience',
  description:
    'VISITOR: not signed in; MEMBER: signed in on the free plan; SUBSCRIBER: active Premium.',
});

registerEnumType(LibrarySort, {
  name: 'LibrarySort',
  description: 'NEWEST: last published first; TITLE: A to Z; SHORTEST: least reading time first.',
});

registerEnumType(LibraryLength, {
  name: 'LibraryLength',
  description: 'SHORT: under 10 minutes; MEDIUM: 10 to 15 minutes; LONG: over 15 minutes.',
});

registerEnumType(LibraryAccess, {
  name: 'LibraryAccess',
  description: 'FREE: readable by every member; PREMIUM: for subscribers.',
});
