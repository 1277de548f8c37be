import { graphql } from '../../../gql';

export const SummaryCardFieldsFragment = graphql(`
  fragment SummaryCardFields on Summary {
    id
    title
    author
    coverImageUrl
    categoryId
    category {
      id
      name
    }
    readingTimeMinutes
    isPremium
  }
`);
