import { Args, Directive, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { MemberViewer } from '@distill/contracts';
import { CurrentViewer, GatewayOnly, MemberOnly } from '@distill/platform';
import { DataArchiveModel } from './data-archive.model.js';
import { DataArchiveService } from './data-archive.service.js';

/**
 * The member's data archive. Every operation is `@inaccessible`: the gateway's REST routes call
 * them, because a request must also queue the gateway's job that builds the archive, and the
 * bytes leave as a file download, not as a GraphQL answer.
 */
@Resolver(() => DataArchiveModel)
export class DataArchiveResolver {
  constructor(private readonly archives: DataArchiveService) {}

  @Query(() => Int, {
    description: 'Days a ready archive can be downloaded (DATA_ARCHIVE_LINK_DAYS).',
  })
  @GatewayOnly()
  dataArchiveLinkDays(): number {
    return this.archives.linkDays;
  }

  @Query(() => DataArchiveModel, {
    nullable: true,
    description: "The signed-in member's latest data archive, null when they never asked for one.",
  })
  @Directive('@inaccessible')
  @MemberOnly()
  myDataArchive(@CurrentViewer() viewer: MemberViewer): Promise<DataArchiveModel | null> {
    return this.archives.current(viewer);
  }

  @Mutation(() => DataArchiveModel, {
    description:
      "Starts preparing the signed-in member's data archive; 409 while one is preparing or ready.",
  })
  @Directive('@inaccessible')
  @MemberOnly()
  requestDataArchive(@CurrentViewer() viewer: MemberViewer): Promise<DataArchiveModel> {
    return this.archives.request(viewer);
  }

  @Mutation(() => DataArchiveModel, {
    description:
      "The gateway's archive job hands the member's finished zip file over (base64): the archive " +
      'is ready and the member e-mailed its link; 409 when it is no longer preparing.',
  })
  @Directive('@inaccessible')
  @MemberOnly()
  storeDataArchive(
    @CurrentViewer() viewer: MemberViewer,
    @Args('id', { type: () => ID }) id: string,
    @Args('content') content: string,
  ): Promise<DataArchiveModel> {
    return this.archives.store(viewer, id, content);
  }

  @Query(() => String, {
    description:
      "The zip file of the signed-in member's ready archive, base64; another member's is not " +
      'found (404), an expired one too.',
  })
  @Directive('@inaccessible')
  @MemberOnly()
  dataArchiveContent(
    @CurrentViewer() viewer: MemberViewer,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<string> {
    return this.archives.content(viewer, id);
  }

  @Query(() => String, {
    description:
      "The signed-in member's identity data as JSON: every row of every table on identity's " +
      'erasure list (secrets left out) and their sign-in methods.',
  })
  @Directive('@inaccessible')
  @MemberOnly()
  myIdentityData(@CurrentViewer() viewer: MemberViewer): Promise<string> {
    return this.archives.identityData(viewer);
  }
}
