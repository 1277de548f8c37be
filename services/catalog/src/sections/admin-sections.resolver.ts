import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { MemberViewer } from '@distill/contracts';
import { AdminOnly, CurrentViewer } from '@distill/platform';
import { SectionInput, SectionOrderInput } from './section.input.js';
import { SectionModel } from './section.model.js';
import { SectionsService } from './sections.service.js';

/** The editor's operations on sections. Every one is admins only. */
@Resolver(() => SectionModel)
@AdminOnly()
export class AdminSectionsResolver {
  constructor(private readonly sections: SectionsService) {}

  @Query(() => [SectionModel], {
    description: 'Every section of a summary (drafts too), full content, by order. Admins only.',
  })
  adminSections(@Args('summaryId', { type: () => ID }) summaryId: string) {
    return this.sections.forEditor(summaryId);
  }

  @Mutation(() => SectionModel, { description: 'Admins only.' })
  createSection(
    @CurrentViewer() actor: MemberViewer,
    @Args('summaryId', { type: () => ID }) summaryId: string,
    @Args('input') input: SectionInput,
  ) {
    return this.sections.create(actor, summaryId, input);
  }

  @Mutation(() => SectionModel, {
    description: "Changes a section's title and content; its order stays. Admins only.",
  })
  updateSection(
    @CurrentViewer() actor: MemberViewer,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: SectionInput,
  ) {
    return this.sections.update(actor, id, input);
  }

  @Mutation(() => ID, {
    description: 'The deleted section id; the rest are renumbered 1..n. Admins only.',
  })
  deleteSection(@CurrentViewer() actor: MemberViewer, @Args('id', { type: () => ID }) id: string) {
    return this.sections.delete(actor, id);
  }

  @Mutation(() => [SectionModel], {
    description:
      "Renumbers the summary's sections 1..n in the order given; the list must name each section once. Admins only.",
  })
  reorderSections(
    @CurrentViewer() actor: MemberViewer,
    @Args('summaryId', { type: () => ID }) summaryId: string,
    @Args('sectionOrders', { type: () => [SectionOrderInput] }) sectionOrders: SectionOrderInput[],
  ) {
    return this.sections.reorder(actor, summaryId, sectionOrders);
  }
}
