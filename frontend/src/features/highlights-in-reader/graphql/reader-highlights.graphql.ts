import { graphql } from '../../../gql';

export const ReaderHighlightFieldsFragment = graphql(`
  fragment ReaderHighlightFields on Highlight {
    id
    summaryId
    sectionId
    quote
    start
    end
    color
    note
    createdAt
  }
`);

/** The member's highlights in one summary, newest first (paged: the hook follows nextCursor). */
export const ReaderHighlightsQuery = graphql(`
  query ReaderHighlights($summaryId: ID!, $cursor: String) {
    highlights(summaryId: $summaryId, limit: 100, cursor: $cursor) {
      items {
        ...ReaderHighlightFields
      }
      nextCursor
    }
  }
`);

export const CreateHighlightMutation = graphql(`
  mutation CreateHighlight($input: CreateHighlightInput!) {
    createHighlight(input: $input) {
      ...ReaderHighlightFields
    }
  }
`);

export const UpdateReaderHighlightMutation = graphql(`
  mutation UpdateReaderHighlight($id: ID!, $input: UpdateHighlightInput!) {
    updateHighlight(id: $id, input: $input) {
      ...ReaderHighlightFields
    }
  }
`);

// Deleting is the same operation wherever it happens: /highlights owns it.
export { DeleteHighlightMutation } from '../../my-highlights/graphql/highlights.graphql';
