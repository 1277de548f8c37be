import { Directive, Query, Resolver } from '@nestjs/graphql';
import { DataSource } from 'typeorm';
import type { MemberViewer } from '@distill/contracts';
import { CurrentViewer, MemberOnly, memberDataDocument } from '@distill/platform';
import { CATALOG_MEMBER_DATA } from '../account-erasure/member-data.js';

/** The catalog's part of a member's data archive (issue 45): their free picks and time zone. */
@Resolver()
export class CatalogDataResolver {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * `@inaccessible`: the gateway's archive job asks for it as the member; it is the same list
   * the erasure deletes from, so nothing erased goes unexported.
   */
  @Query(() => String, {
    description:
      "The signed-in member's catalog data as JSON: every row of every table on the catalog's " +
      'erasure list.',
  })
  @Directive('@inaccessible')
  @MemberOnly()
  myCatalogData(@CurrentViewer() viewer: MemberViewer): Promise<string> {
    return memberDataDocument(this.dataSource.manager, 'catalog', CATALOG_MEMBER_DATA, viewer.id);
  }
}
