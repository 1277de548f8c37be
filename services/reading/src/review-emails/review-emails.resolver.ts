import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { MemberViewer } from '@distill/contracts';
import { AdminOnly, CurrentViewer, MemberOnly, Public } from '@distill/platform';
import {
  EmailGrade,
  ReviewEmailLinkModel,
  ReviewEmailOptOutDayModel,
  ReviewEmailPreferencesInput,
  ReviewEmailPreferencesModel,
} from './review-emails.model.js';
import { ReviewEmailsService } from './review-emails.service.js';

@Resolver()
export class ReviewEmailsResolver {
  constructor(private readonly reviewEmails: ReviewEmailsService) {}

  @Query(() => ReviewEmailPreferencesModel)
  @MemberOnly()
  reviewEmailPreferences(
    @CurrentViewer() viewer: MemberViewer,
  ): Promise<ReviewEmailPreferencesModel> {
    return this.reviewEmails.preferencesOf(viewer);
  }

  @Mutation(() => ReviewEmailPreferencesModel)
  @MemberOnly()
  updateReviewEmailPreferences(
    @CurrentViewer() viewer: MemberViewer,
    @Args('input') input: ReviewEmailPreferencesInput,
  ): Promise<ReviewEmailPreferencesModel> {
    return this.reviewEmails.updatePreferences(viewer, input);
  }

  @Query(() => ReviewEmailLinkModel, {
    description:
      "A review e-mail's grade link, for anyone holding it: the card and any grade given.",
  })
  @Public()
  reviewEmailLink(@Args('token') token: string): Promise<ReviewEmailLinkModel> {
    return this.reviewEmails.linkOf(token);
  }

  @Mutation(() => ReviewEmailLinkModel, {
    description: 'Grades the card of a review e-mail link once, without signing in.',
  })
  @Public()
  gradeFromReviewEmail(
    @Args('token') token: string,
    @Args('grade', { type: () => EmailGrade }) grade: EmailGrade,
  ): Promise<ReviewEmailLinkModel> {
    return this.reviewEmails.gradeFromLink(token, grade);
  }

  @Mutation(() => Boolean, {
    description: "One-click unsubscribe (RFC 8058): turns the token's member's e-mails off.",
  })
  @Public()
  unsubscribeReviewEmails(@Args('token') token: string): Promise<boolean> {
    return this.reviewEmails.unsubscribe(token);
  }

  @Query(() => [ReviewEmailOptOutDayModel], {
    description: 'Admins: review e-mails turned off per UTC day, newest first.',
  })
  @AdminOnly()
  reviewEmailOptOuts(
    @Args('days', { type: () => Int, defaultValue: 14 }) days: number,
  ): Promise<ReviewEmailOptOutDayModel[]> {
    return this.reviewEmails.optOutsPerDay(days);
  }
}
