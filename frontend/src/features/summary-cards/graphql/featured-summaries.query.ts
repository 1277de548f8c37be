import { graphql } from '../../../gql';

export const FeaturedSummariesQuery = graphql(`
  query FeaturedSummaries($limit: Int!) {
    featuredSummaries(limit: $limit) {
      ...SummaryCardFields
    }
  }
`);
