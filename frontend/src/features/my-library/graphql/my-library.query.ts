import { graphql } from '../../../gql';

/** Everything My Library lists: the reading subgraph's complete lists of the member. */
export const MyLibraryQuery = graphql(`
  query MyLibrary {
    favorites {
      summaryId
      createdAt
      summary {
        ...SummaryCardFields
        isFavorite
      }
    }
    readingProgress {
      summaryId
      progressPercentage
      isCompleted
      completedAt
      lastReadAt
      summary {
        ...SummaryCardFields
        isFavorite
      }
    }
  }
`);
