import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Viewer } from '@distill/contracts';
import { CurrentViewer } from '@distill/platform';
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
  readingProgress(@CurrentViewer() viewer: Viewer): Promise<ReadingProgressModel[]> {
    return this.progress.list(viewer);
  }

  @Query(() => ReadingProgressModel, {
    description: 'Progress on one summary (zero when not started); unknown summaries are 404.',
  })
  summaryReadingProgress(
    @CurrentViewer() viewer: Viewer,
    @Args('summaryId', { type: () => ID }) summaryId: string,
  ): Promise<ReadingProgressModel> {
    return this.progress.forSummary(viewer, summaryId);
  }

  @Mutation(() => ReadingProgressModel)
  recordReadingProgress(
    @CurrentViewer() viewer: Viewer,
    @Args('input') input: RecordReadingProgressInput,
  ): Promise<ReadingProgressModel> {
    return this.progress.record(viewer, input);
  }

  @Mutation(() => ReadingProgressModel, {
    description:
      'Records where the reader is; the service turns the position into progress (and completes ' +
      'the summary at the end of its last section).',
  })
  recordReadingPosition(
    @CurrentViewer() viewer: Viewer,
    @Args('input') input: RecordReadingPositionInput,
  ): Promise<ReadingProgressModel> {
    return this.progress.recordPosition(viewer, input);
  }
}
