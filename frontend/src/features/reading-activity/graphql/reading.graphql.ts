import { graphql } from '../../../gql';

/** Everything the signed-in home and the dashboard show, in one round trip. */
export const ReadingOverviewQuery = graphql(`
  query ReadingOverview($timeZone: String!) {
    readingStats(timeZone: $timeZone) {
      booksRead
      timeSaved
      favoriteCount
      categoriesExplored
      currentStreak
      longestStreak
      booksReadThisWeek
      weeklyGoal {
        completed
        target
      }
      achievements {
        id
        title
        description
        earnedOn
      }
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

export const ReadingProgressFieldsFragment = graphql(`
  fragment ReadingProgressFields on ReadingProgress {
    id
    summaryId
    progressPercentage
    isCompleted
    sectionIndex
    startedAt
    completedAt
    lastReadAt
  }
`);

export const AddFavoriteMutation = graphql(`
  mutation AddFavorite($summaryId: ID!) {
    addFavorite(summaryId: $summaryId) {
      summaryId
      createdAt
      summary {
        id
        isFavorite
      }
    }
  }
`);

export const RemoveFavoriteMutation = graphql(`
  mutation RemoveFavorite($summaryId: ID!) {
    removeFavorite(summaryId: $summaryId) {
      id
      isFavorite
    }
  }
`);

export const RecordReadingProgressMutation = graphql(`
  mutation RecordReadingProgress($input: RecordReadingProgressInput!) {
    recordReadingProgress(input: $input) {
      ...ReadingProgressFields
    }
  }
`);
