import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Public } from '@distill/platform';
import { SummaryModel } from '../summaries/summary.model.js';
import { SectionModel } from './section.model.js';
import { SectionsService } from './sections.service.js';

@Resolver(() => SummaryModel)
export class SummarySectionsResolver {
  constructor(private readonly sectionsService: SectionsService) {}

  @ResolveField(() => [SectionModel], {
    description: 'Ordered by `order`; section content is null when locked.',
  })
  @Public()
  sections(@Parent() summary: SummaryModel): Promise<SectionModel[]> {
    return this.sectionsService.forSummary(summary);
  }
}
