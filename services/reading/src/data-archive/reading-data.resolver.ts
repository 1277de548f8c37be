import { Directive, Query, Resolver } from '@nestjs/graphql';
import { DataSource } from 'typeorm';
import type { MemberViewer } from '@distill/contracts';
import { CurrentViewer, MemberOnly, memberDataDocument } from '@distill/platform';
import { READING_MEMBER_DATA } from '../account-erasure/member-data.js';

/**
 * Reading's part of a member's data archive (issue 45): favourites, progress, activity (from
 * which stats and achievements are counted), reader settings, highlights and notes, review cards
 * and their log, review e-mail settings.
 */
@Resolver()
export class ReadingDataResolver {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * `@inaccessible`: the gateway's archive job asks for it as the member; it is the same list
   * the erasure deletes from, so nothing erased goes unexported.
   */
  @Query(() => String, {
    description:
      "The signed-in member's reading data as JSON: every row of every table on reading's " +
      'erasure list.',
  })
  @Directive('@inaccessible')
  @MemberOnly()
  myReadingData(@CurrentViewer() viewer: MemberViewer): Promise<string> {
    return memberDataDocument(this.dataSource.manager, 'reading', READING_MEMBER_DATA, viewer.id);
  }
}
