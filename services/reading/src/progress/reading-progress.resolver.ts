import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { MemberViewer } from '@distill/contracts';
import { CurrentViewer, MemberOnly } from '@distill/platform';
import {
  ReadingProgressModel,
  RecordReadingPositionInput,
  RecordReadingProgressInput,
} from './reading-progress.model.js';
import { ReadingProgressService } from './reading-progress.service.js';

@Resolver(() => ReadingProgressModel)
export class ReadingProgressResolver {
  constructor(private readonly progress: ReadingProgressService) {}

  @Query(() => [ReadingProgressModel], {
    description: "The signed-in member's progress on every summary opened, most recent first.",
  })
  @MemberOnly()
  readingProgress(@CurrentViewer() viewer: MemberViewer): Promise<ReadingProgressModel[]> {
    return this.progress.list(viewer);
  }

  @Query(() => ReadingProgressModel, {
    description: 'Progress on one summary (zero when not started); unknown summaries are 404.',
  })
  @MemberOnly()
  summaryReadingProgress(
    @CurrentViewer() viewer: MemberViewer,
    @Args('summaryId', { type: () => ID }) summaryId: string,
  ): Promise<ReadingProgressModel> {
    return this.progress.forSummary(viewer, summaryId);
  }

  @Mutation(() => ReadingProgressModel)
  @MemberOnly()
  recordReadingProgress(
    @CurrentViewer() viewer: MemberViewer,
    @Args('input') input: RecordReadingProgressInput,
  ): Promise<ReadingProgressModel> {
    return this.progress.record(viewer, input);
  }

  @Mutation(() => ReadingProgressModel, {
    description:
      'Records where the reader is; the service turns the position into progress (and completes ' +
      'the summary at the end of its last section).',
  })
  @MemberOnly()
  recordReadingPosition(
    @CurrentViewer() viewer: MemberViewer,
    @Args('input') input: RecordReadingPositionInput,
  ): Promise<ReadingProgressModel> {
    return this.progress.recordPosition(viewer, input);
  }
}
