import { graphql } from '../../../gql';

export const ReviewEmailPreferencesQuery = graphql(`
  query ReviewEmailPreferences {
    reviewEmailPreferences {
      daily
      weekly
      sendAt
      timeZone
    }
  }
`);

export const UpdateReviewEmailPreferencesMutation = graphql(`
  mutation UpdateReviewEmailPreferences($input: ReviewEmailPreferencesInput!) {
    updateReviewEmailPreferences(input: $input) {
      daily
      weekly
      sendAt
      timeZone
    }
  }
`);

/** A grade link's card, for anyone holding the link (no sign-in). */
export const ReviewEmailLinkQuery = graphql(`
  query ReviewEmailLink($token: String!) {
    reviewEmailLink(token: $token) {
      gradedAs
      card {
        id
        quote
        note
        summary {
          id
          title
          author
        }
      }
    }
  }
`);

export const GradeFromReviewEmailMutation = graphql(`
  mutation GradeFromReviewEmail($token: String!, $grade: ReviewEmailGrade!) {
    gradeFromReviewEmail(token: $token, grade: $grade) {
      gradedAs
      card {
        id
      }
    }
  }
`);
