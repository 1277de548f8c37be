import { graphql } from '../../../gql';

export const LibraryQuery = graphql(`
  query Library {
    publishedSummaries {
      ...SummaryCardFields
    }
    categories {
      id
      name
      slug
    }
  }
`);
