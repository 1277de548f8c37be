import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Viewer } from '@distill/contracts';
import { CurrentViewer } from '@distill/platform';
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
  reviewDue(
    @CurrentViewer() viewer: Viewer,
    @Args('timeZone', { description: 'e.g. Europe/Berlin' }) timeZone: string,
  ): Promise<ReviewCardModel[]> {
    return this.review.due(viewer, timeZone);
  }

  @Mutation(() => ReviewCardModel, { description: 'The card with its next due date.' })
  gradeReviewCard(
    @CurrentViewer() viewer: Viewer,
    @Args('cardId', { type: () => ID }) cardId: string,
    @Args('grade', { type: () => ReviewGradeValue }) grade: ReviewGradeValue,
  ): Promise<ReviewCardModel> {
    return this.review.grade(viewer, cardId, grade);
  }

  @Query(() => ReviewSettingsModel, { description: "The member's daily review limits." })
  reviewSettings(@CurrentViewer() viewer: Viewer): Promise<ReviewSettingsModel> {
    return this.review.settingsOf(viewer);
  }

  @Mutation(() => ReviewSettingsModel)
  updateReviewSettings(
    @CurrentViewer() viewer: Viewer,
    @Args('input') input: ReviewSettingsInput,
  ): Promise<ReviewSettingsModel> {
    return this.review.updateSettings(viewer, input);
  }
}
