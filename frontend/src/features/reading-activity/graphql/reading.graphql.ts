import { graphql } from '../../../gql';

/** Everything the signed-in home and the dashboard show, in one round trip. */
export const ReadingOverviewQuery = graphql(`
  query ReadingOverview($timeZone: String!) {
    readingStats(timeZone: $timeZone) {
      ...ReadingStatsFields
    }
    readingProgress {
      ...ReadingProgressFields
      summary {
        ...SummaryCardFields
        isFavorite
      }
    }
    favorites {
      summaryId
      createdAt
      summary {
        ...SummaryCardFields
        isFavorite
      }
    }
  }
`);
