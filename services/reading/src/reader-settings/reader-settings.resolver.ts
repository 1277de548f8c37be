import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { MemberViewer } from '@distill/contracts';
import { CurrentViewer, MemberOnly } from '@distill/platform';
import { ReaderSettingsInput, ReaderSettingsModel } from './reader-settings.model.js';
import { ReaderSettingsService } from './reader-settings.service.js';

@Resolver(() => ReaderSettingsModel)
export class ReaderSettingsResolver {
  constructor(private readonly settings: ReaderSettingsService) {}

  @Query(() => ReaderSettingsModel, {
    description: "The signed-in member's reader settings (text size, spacing, typeface, theme).",
  })
  @MemberOnly()
  readerSettings(@CurrentViewer() viewer: MemberViewer): Promise<ReaderSettingsModel> {
    return this.settings.of(viewer);
  }

  @Mutation(() => ReaderSettingsModel)
  @MemberOnly()
  updateReaderSettings(
    @CurrentViewer() viewer: MemberViewer,
    @Args('input') input: ReaderSettingsInput,
  ): Promise<ReaderSettingsModel> {
    return this.settings.update(viewer, input);
  }
}
