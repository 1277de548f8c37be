import { graphql } from '../../../gql';

/** The reader reports where it is; the reading service turns that into progress. */
export const RecordReadingPositionMutation = graphql(`
  mutation RecordReadingPosition($input: RecordReadingPositionInput!) {
    recordReadingPosition(input: $input) {
      ...ReadingProgressFields
    }
  }
`);

/** Asked once the member finishes: another summary of the category they have not read. */
export const ReaderNextReadQuery = graphql(`
  query ReaderNextRead($id: ID!) {
    summary(id: $id) {
      id
      nextRead {
        id
        title
        author
        coverImageUrl
        readingTimeMinutes
      }
    }
  }
`);
