import { graphql } from '../../../gql';

export const SummaryReaderQuery = graphql(`
  query SummaryReader($id: ID!) {
    summary(id: $id) {
      id
      title
      author
      description
      content
      preview
      hasFullAccess
      coverImageUrl
      categoryId
      category {
        id
        name
      }
      readingTimeMinutes
      isPremium
      sectionCount
      isFavorite
      readingProgress {
        ...ReadingProgressFields
      }
      sections {
        id
        title
        order
        content
        isLocked
      }
    }
  }
`);
