import { graphql } from '../../../gql';

export const ReviewCardFieldsFragment = graphql(`
  fragment ReviewCardFields on ReviewCard {
    id
    highlightId
    quote
    note
    due
    summary {
      id
      title
      author
      coverImageUrl
    }
  }
`);

/** Today's cards in the member's time zone, within their daily limits. */
export const ReviewDueQuery = graphql(`
  query ReviewDue($timeZone: String!) {
    reviewDue(timeZone: $timeZone) {
      ...ReviewCardFields
    }
  }
`);

export const GradeReviewCardMutation = graphql(`
  mutation GradeReviewCard($cardId: ID!, $grade: ReviewGrade!) {
    gradeReviewCard(cardId: $cardId, grade: $grade) {
      ...ReviewCardFields
    }
  }
`);

export const ReviewSettingsQuery = graphql(`
  query ReviewSettings {
    reviewSettings {
      newCardsPerDay
      cardsPerDay
    }
  }
`);

export const UpdateReviewSettingsMutation = graphql(`
  mutation UpdateReviewSettings($input: ReviewSettingsInput!) {
    updateReviewSettings(input: $input) {
      newCardsPerDay
      cardsPerDay
    }
  }
`);

/** The streak the finished review counts toward. */
export const ReviewStreakQuery = graphql(`
  query ReviewStreak($timeZone: String!) {
    readingStats(timeZone: $timeZone) {
      currentStreak
      achievements {
        id
        title
        earnedOn
      }
    }
  }
`);
