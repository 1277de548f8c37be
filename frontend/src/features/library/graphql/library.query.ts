import { graphql } from '../../../gql';

export const LibraryQuery = graphql(`
  query Library {
    publishedSummaries {
      ...SummaryCardFields
      hasFullAccess
      isFavorite
    }
    categories {
      id
      name
      slug
    }
  }
`);
