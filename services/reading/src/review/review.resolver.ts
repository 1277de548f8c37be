import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { MemberViewer } from '@distill/contracts';
import { CurrentViewer, MemberOnly } from '@distill/platform';
import {
  ReviewCardModel,
  ReviewGradeValue,
  ReviewSettingsInput,
  ReviewSettingsModel,
} from './review.model.js';
import { ReviewService } from './review.service.js';

@Resolver(() => ReviewCardModel)
export class ReviewResolver {
  constructor(private readonly review: ReviewService) {}

  @Query(() => [ReviewCardModel], {
    description: "Today's review cards in the member's time zone, within their daily limits.",
  })
  @MemberOnly()
  reviewDue(
    @CurrentViewer() viewer: MemberViewer,
    @Args('timeZone', { description: 'e.g. Europe/Berlin' }) timeZone: string,
  ): Promise<ReviewCardModel[]> {
    return this.review.due(viewer, timeZone);
  }

  @Mutation(() => ReviewCardModel, { description: 'The card with its next due date.' })
  @MemberOnly()
  gradeReviewCard(
    @CurrentViewer() viewer: MemberViewer,
    @Args('cardId', { type: () => ID }) cardId: string,
    @Args('grade', { type: () => ReviewGradeValue }) grade: ReviewGradeValue,
  ): Promise<ReviewCardModel> {
    return this.review.grade(viewer, cardId, grade);
  }

  @Query(() => ReviewSettingsModel, { description: "The member's daily review limits." })
  @MemberOnly()
  reviewSettings(@CurrentViewer() viewer: MemberViewer): Promise<ReviewSettingsModel> {
    return this.review.settingsOf(viewer);
  }

  @Mutation(() => ReviewSettingsModel)
  @MemberOnly()
  updateReviewSettings(
    @CurrentViewer() viewer: MemberViewer,
    @Args('input') input: ReviewSettingsInput,
  ): Promise<ReviewSettingsModel> {
    return this.review.updateSettings(viewer, input);
  }
}
